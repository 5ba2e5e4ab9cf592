import Foundation
import TesseraDisplayList
import TesseraGeometry
import TesseraText
import Testing

import struct TesseraRaster.Paint
import struct TesseraRaster.Pixmap
import struct TesseraRaster.PremultipliedColor

@testable import TesseraUI

/// Defects the ground truth (`Examples/GroundTruth`, `Docs/Fidelity.md`) showed against iOS
/// simulator references, each pinned by what iOS draws.
@Suite struct GroundTruthDefectTests {
  /// Every text item of a render with its layout and color, and where it starts.
  func texts(_ items: [DisplayItem]) -> [(TextLayout, Color.Resolved, Point)] {
    var out: [(TextLayout, Color.Resolved, Point)] = []
    for item in items {
      switch item {
      case .text(let layout, let origin, let color): out.append((layout, color, origin))
      case .group(let g): out += texts(g.items)
      default: continue
      }
    }
    return out
  }

  // iOS draws a divider one pixel thick, and lays it out so: 1/3 pt at 3x, 1/2 pt at 2x.
  @Test(arguments: [1.0, 2.0, 3.0])
  func aDividerIsOnePixelThick(scale: Double) throws {
    let r = ImageRenderer(
      content: VStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10); Divider()
      })
    r.scale = scale
    let out = try r.render()
    #expect(abs(out.displayList.size.height - (10 + 1 / scale)) < 1e-9, "\(out.displayList.size)")
    let pixels = try out.pixmap()
    #expect(pixels.height == Int(10 * scale) + 1)
  }

  // `Button("Apply").foregroundColor(.black)`: the label is black, not the accent color; a
  // button with no foreground style set around it keeps the tint.
  @Test func aForegroundColorAroundAButtonIsItsLabels() throws {
    let black = try ImageRenderer(content: Button("Apply") {}.foregroundColor(.black)).render()
    #expect(texts(black.displayList.items).first?.1 == Color.black.resolve(in: EnvironmentValues()))
    let plain = try ImageRenderer(content: Button("Apply") {}).render()
    #expect(texts(plain.displayList.items).first?.1 == Color.accentColor.resolve(in: EnvironmentValues()))
    let red = try ImageRenderer(content: VStack { Button("Apply") {} }.foregroundStyle(.red)).render()
    #expect(texts(red.displayList.items).first?.1 == Color.red.resolve(in: EnvironmentValues()))
    // Disabled wins: the tertiary label color.
    let off = try ImageRenderer(content: Button("Apply") {}.foregroundColor(.black).disabled(true)).render()
    #expect(texts(off.displayList.items).first?.1 != Color.black.resolve(in: EnvironmentValues()))
  }

  // A `.confirmationAction` toolbar button is semibold (Done, Save); `.cancellationAction` is not.
  @Test func theConfirmingToolbarButtonIsSemibold() throws {
    let screen = NavigationStack {
      Text("Form")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        }
    }
    let r = ImageRenderer(content: screen)
    r.proposedSize = ProposedViewSize(width: 390, height: 300)
    // In the bar (above y = 60): Cancel at the leading edge, Done at the trailing one.
    let bar = texts(try r.render().displayList.items).filter { $0.2.y < 60 }.sorted { $0.2.x < $1.2.x }
    #expect(bar.count == 2)
    #expect(bar.last?.0.faces.first?.weight == .semibold)
    #expect(bar.first?.0.faces.first?.weight == .regular)
  }

  /// Every fill of a render with its color.
  func fills(_ items: [DisplayItem]) -> [(Rect, Paint)] {
    var out: [(Rect, Paint)] = []
    for item in items {
      switch item {
      case .fill(let path, let paint, _): out.append((path.bounds, paint))
      case .group(let g): out += fills(g.items)
      default: continue
      }
    }
    return out
  }

  // `.redacted(reason: .placeholder)`: text becomes bars in its color at 16 % (#D6D6D6 for black
  // on white, as iOS draws it), and images and symbols become shapes of their frame.
  @Test func placeholdersAreDrawnAsIOSDrawsThem() throws {
    let red = try Pixmap(width: 20, height: 10, fill: PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    let r = ImageRenderer(
      content: VStack {
        Text("Hello, world").foregroundStyle(.black)
        Image(pixmap: red)
        Image(systemName: "heart.fill")
      }
      .redacted(reason: .placeholder))
    r.background = Color.white
    r.scale = 2
    let out = try r.render()
    #expect(texts(out.displayList.items).isEmpty)
    let shapes = fills(out.displayList.items)
    #expect(shapes.count == 3, "\(out.displayList.dump)")
    let pixels = try out.pixmap()
    let bar = try #require(shapes.first)
    let p = pixels.pixel(x: Int(bar.0.midX * 2), y: Int(bar.0.midY * 2))
    #expect(p == PremultipliedColor(r: 214, g: 214, b: 214, a: 255), "\(String(describing: p))")
    // The image's frame, filled: no red left.
    let image = shapes[1].0
    #expect(abs(image.width - 20) < 1e-9 && abs(image.height - 10) < 1e-9, "\(shapes.map(\.0))")
    #expect(pixels.pixel(x: Int(image.midX * 2), y: Int(image.midY * 2)) == p)
  }

  static let long =
    "The quick brown fox jumps over the lazy dog, then runs back across the field to jump over it again."

  /// The text items' layouts of a render.
  func layouts(_ out: RenderOutput) -> [TextLayout] { texts(out.displayList.items).map(\.0) }

  // `Text(long).frame(width: 200, height: 30)`: the lines that fit the height (one), the last
  // cut with an ellipsis, inside the frame, as iOS draws it.
  @Test func textInAFrameShowsTheLinesThatFit() throws {
    let out = try ImageRenderer(content: Text(Self.long).frame(width: 200, height: 30)).render()
    let l = try #require(layouts(out).first)
    #expect(l.lines.count == 1)
    #expect(l.isTruncated)
    #expect(l.size.height <= 30)
    // Taller: as many lines as fit.
    let tall = try #require(
      layouts(try ImageRenderer(content: Text(Self.long).frame(width: 200, height: 50)).render()).first)
    #expect(tall.lines.count == 2)
    #expect(tall.isTruncated)
    // Unconstrained: every line.
    let free = try #require(
      layouts(try ImageRenderer(content: Text(Self.long).frame(width: 200)).render()).first)
    #expect(free.lines.count > 2)
    #expect(!free.isTruncated)
  }

  // `minimumScaleFactor` shrinks text to fit the height too, before cutting it.
  @Test func minimumScaleFactorFitsTheHeight() throws {
    let out = try ImageRenderer(
      content: Text(Self.long).minimumScaleFactor(0.5).frame(width: 200, height: 60)
    ).render()
    let l = try #require(layouts(out).first)
    #expect(l.fontSize < 17)
    #expect(l.size.height <= 60.01)
    #expect(!l.isTruncated)
  }

  // `lineLimit(2...4)` and `lineLimit(3, reservesSpace: true)` keep the height of their lower
  // bound for shorter text.
  @Test func reservedLinesKeepTheirHeight() throws {
    let one = try ImageRenderer(content: Text("Short").frame(width: 200)).render().displayList.size.height
    let two = try ImageRenderer(content: Text("Short").lineLimit(2...4).frame(width: 200)).render()
    #expect(two.displayList.size.height > one * 1.8, "\(one) \(two.displayList.size)")
    let three = try ImageRenderer(content: Text("Short").lineLimit(3, reservesSpace: true).frame(width: 200))
      .render()
    #expect(three.displayList.size.height > one * 2.7)
    // Without reserving, a short text keeps its one line; a long one stops at the upper bound.
    let plain = try ImageRenderer(content: Text("Short").lineLimit(3).frame(width: 200)).render()
    #expect(abs(plain.displayList.size.height - one) < 0.01)
    let capped = try #require(
      layouts(try ImageRenderer(content: Text(Self.long).lineLimit(2...4).frame(width: 100)).render()).first)
    #expect(capped.lines.count == 4)
  }
}
