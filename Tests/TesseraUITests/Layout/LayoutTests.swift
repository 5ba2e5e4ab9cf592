import TesseraDisplayList
import TesseraUI
import Testing

import class TesseraText.FontLibrary

/// Frames of every leaf (fills, strokes, text, images) in painting order, at 1x: a text's frame
/// is its paragraph rounded up to whole points, as a text view measures itself in whole pixels.
func frames<V: View>(
  _ view: V, width: Double? = nil, height: Double? = nil, direction: LayoutDirection = .leftToRight
) throws -> (size: Size, frames: [Rect]) {
  let r = ImageRenderer(content: view)
  r.proposedSize = ProposedViewSize(width: width, height: height)
  r.environment.layoutDirection = direction
  let list = try r.displayList()
  var out: [Rect] = []
  func walk(_ items: [DisplayItem]) {
    for item in items {
      switch item {
      case .fill(let p, _, _), .stroke(let p, _, _): out.append(p.bounds)
      case .text(let l, let o, _): out.append(Rect(origin: o, size: l.size).textViewFrame())
      case .image(_, let rect, _, _): out.append(rect)
      case .group(let g): walk(g.items)
      default: break
      }
    }
  }
  walk(list.items)
  return (list.size, out)
}

func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

@Suite struct StackLayoutTests {
  @Test(arguments: LayoutDirection.allCases)
  func spacerPushesTextsApart(direction: LayoutDirection) throws {
    let (size, f) = try frames(
      HStack {
        Text("Leading"); Spacer(); Text("Trailing")
      }, width: 300, direction: direction)
    #expect(size.width == 300)
    if direction == .leftToRight {
      #expect(f[0].minX == 0)
      #expect(close(f[1].maxX, 300))
    } else {
      #expect(close(f[0].maxX, 300))
      #expect(close(f[1].minX, 0))
    }
  }

  @Test func flexibleFrameTakesTheRestOfAFixedStack() throws {
    let (_, f) = try frames(
      HStack(spacing: 0) {
        Color.red.frame(width: 50)
        Color.blue.frame(maxWidth: .infinity)
        Color.green.frame(width: 50)
      }.frame(width: 300, height: 20))
    #expect(f.map(\.minX) == [0, 50, 250])
    #expect(f.map(\.width) == [50, 200, 50])
    #expect(f.allSatisfy { $0.height == 20 })
  }

  @Test func equalFlexibleViewsShareEqually() throws {
    let (_, f) = try frames(
      HStack(spacing: 10) {
        Color.red; Color.blue; Color.green
      }, width: 320, height: 10)
    #expect(f.map(\.width) == [100, 100, 100])
    #expect(f.map(\.minX) == [0, 110, 220])
  }

  @Test func competingTextsAndLayoutPriority() throws {
    let a = "A fairly long first label"
    let b = "A second label, also long"
    let (_, plain) = try frames(
      HStack(spacing: 0) {
        Text(a); Text(b)
      }.lineLimit(1), width: 200)
    // Equal priority: the first is offered half; what it leaves goes to the second.
    #expect(plain[0].width <= 100 + 1e-9)
    #expect(plain[0].width + plain[1].width <= 200 + 1e-9)
    #expect(plain[1].width > 90)
    let ideal = try frames(Text(a)).size.width
    let (_, prioritized) = try frames(
      HStack(spacing: 0) {
        Text(a).layoutPriority(1); Text(b)
      }.lineLimit(1), width: 200)
    // The prioritized text gets its whole ideal width; the other the rest.
    #expect(close(prioritized[0].width, ideal))
    #expect(prioritized[1].width <= 200 - ideal + 1e-9)
  }

  @Test func fixedSizeTextIgnoresTheProposal() throws {
    let text = "This text is wider than the frame"
    let ideal = try frames(Text(text)).size.width
    let (_, f) = try frames(Text(text).fixedSize().frame(width: 100))
    #expect(close(f[0].width, ideal))
    // Centred on the pixel grid: 73.5 points out on each side rounds to 73 on the left.
    #expect(abs(f[0].midX - 50) <= 0.5)
    let (_, wrapped) = try frames(Text(text).frame(width: 100))
    #expect(wrapped[0].width <= 100 && wrapped[0].height > f[0].height)
  }

  @Test func paddingBackgroundOverlayOrder() throws {
    // Background after padding covers the padding; before it, only the view.
    let (_, outer) = try frames(Color.blue.frame(width: 50, height: 50).padding(10).background(Color.red))
    #expect(outer[0] == Rect(x: 0, y: 0, width: 70, height: 70))
    #expect(outer[1] == Rect(x: 10, y: 10, width: 50, height: 50))
    let (_, inner) = try frames(Color.blue.frame(width: 50, height: 50).background(Color.red).padding(10))
    #expect(inner[0] == Rect(x: 10, y: 10, width: 50, height: 50))
    let (_, over) = try frames(
      Color.blue.frame(width: 40, height: 40).overlay(alignment: .topTrailing) {
        Color.red.frame(width: 10, height: 10)
      })
    #expect(over[1] == Rect(x: 30, y: 0, width: 10, height: 10))
    let (_, rtlOver) = try frames(
      Color.blue.frame(width: 40, height: 40).overlay(alignment: .topTrailing) {
        Color.red.frame(width: 10, height: 10)
      },
      direction: .rightToLeft)
    #expect(rtlOver[1] == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func paddingLeadingMirrorsInRightToLeft() throws {
    let view = Color.red.frame(width: 10, height: 10).padding(.leading, 20)
    #expect(try frames(view).frames[0].minX == 20)
    #expect(try frames(view, direction: .rightToLeft).frames[0].minX == 0)
  }

  @Test func baselineAlignmentOfDifferentSizes() throws {
    let (_, f) = try frames(
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.system(size: 40))
        Text("small").font(.system(size: 12))
      })
    // Baseline = (ascender) × size below the line top (natural line height, no leading): Inter
    // Display's at 40 pt (the display cut from 20 pt), Inter's at 12 pt.
    let fonts = try FontLibrary.bundled()
    let display = try fonts.face(family: "Inter Display").ascender
    let text = try fonts.face(family: "Inter").ascender
    // Each text's frame is on the pixel grid: the baselines may be a pixel apart, no more.
    #expect(abs((f[0].minY + display * 40) - (f[1].minY + text * 12)) < 1)
    let (_, centered) = try frames(
      HStack {
        Text("Big").font(.system(size: 40)); Text("small").font(.system(size: 12))
      })
    #expect(abs(centered[0].midY - centered[1].midY) <= 0.5)
    #expect([centered[0].minY, centered[1].minY].allSatisfy { $0 == $0.rounded() })
  }

  @Test(arguments: LayoutDirection.allCases)
  func vstackLeadingAlignment(direction: LayoutDirection) throws {
    let (size, f) = try frames(
      VStack(alignment: .leading, spacing: 4) {
        Color.red.frame(width: 100, height: 10)
        Color.blue.frame(width: 40, height: 10)
      }, direction: direction)
    #expect(size == Size(width: 100, height: 24))
    #expect(f[1].minY == 14)
    #expect(f[1].minX == (direction == .leftToRight ? 0 : 60))
  }

  @Test func textNextToASpacerDoesNotWrapWhileTheSpacerCanShrink() throws {
    let ideal = try frames(Text("Add to cart")).size.width
    let (_, f) = try frames(
      HStack {
        Text("$199"); Spacer(); Text("Add to cart").padding(.horizontal, 16)
      }, width: 288)
    #expect(close(f[1].width, ideal))
    #expect(close(f[1].maxX, 288 - 16))
  }

  @Test func spacerMinimumLength() throws {
    let (size, f) = try frames(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10); Spacer(minLength: 30); Color.blue.frame(width: 10, height: 10)
      })
    #expect(size.width == 50)
    #expect(f[1].minX == 40)
  }

  @Test func dividerSpansTheStack() throws {
    let (_, f) = try frames(
      VStack(spacing: 0) {
        Color.red.frame(width: 120, height: 10); Divider()
      })
    #expect(f[1] == Rect(x: 0, y: 10, width: 120, height: 1))
    let (_, h) = try frames(
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 30); Divider()
      })
    #expect(h[1] == Rect(x: 10, y: 0, width: 1, height: 30))
  }

  @Test func zstackAlignsChildren() throws {
    let (size, f) = try frames(
      ZStack(alignment: .bottomTrailing) {
        Color.red.frame(width: 60, height: 40)
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(size == Size(width: 60, height: 40))
    #expect(f[1] == Rect(x: 50, y: 30, width: 10, height: 10))
  }

  @Test func flexibleFrameRules() throws {
    // min and max both given: the clamped proposal.
    #expect(try frames(Color.red.frame(minWidth: 10, maxWidth: 100), width: 500, height: 5).size.width == 100)
    #expect(try frames(Color.red.frame(minWidth: 10, maxWidth: 100), width: 3, height: 5).size.width == 10)
    // Only a maximum: a text smaller than the proposal keeps its size when the proposal is larger…
    let t = try frames(Text("Hi")).size.width
    #expect(close(try frames(Text("Hi").frame(maxWidth: .infinity), width: 300).size.width, 300))
    #expect(close(try frames(Text("Hi").frame(minWidth: 50), width: 300).size.width, max(50, t)))
    // Ideal width for an unspecified proposal.
    #expect(try frames(Color.red.frame(idealWidth: 77, maxWidth: 100)).size.width == 77)
  }

  @Test func aspectRatioFitsAndFills() throws {
    let fit = try frames(Color.red.aspectRatio(2, contentMode: .fit), width: 100, height: 100)
    #expect(fit.size == Size(width: 100, height: 50))
    let framed = try frames(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
    #expect(framed.frames[0] == Rect(x: 0, y: 25, width: 100, height: 50))
    let fill = try frames(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100))
    #expect(fill.frames[0].width == 200 && fill.frames[0].height == 100)
  }

  @Test func gridColumnsAndRows() throws {
    let (size, f) = try frames(
      Grid(horizontalSpacing: 4, verticalSpacing: 2) {
        GridRow {
          Color.red.frame(width: 30, height: 10)
          Color.blue.frame(width: 10, height: 20)
        }
        GridRow {
          Color.green.frame(width: 10, height: 10)
          Color.gray.frame(width: 50, height: 10)
        }
      })
    #expect(size == Size(width: 84, height: 32))
    // Column 1 is 50 wide (its widest cell); the 10-wide cell is centered in it.
    #expect(f[1] == Rect(x: 54, y: 0, width: 10, height: 20))
    #expect(f[2] == Rect(x: 10, y: 22, width: 10, height: 10))
  }

  /// Offered a width, the columns share it as an HStack's children do: the fixed column keeps its
  /// width, the flexible one (`maxWidth: .infinity`) takes the rest and centres its content; a
  /// view outside a GridRow spans the columns without widening them; `gridColumnAlignment` aligns
  /// a whole column; `gridCellColumns` spans; `gridCellUnsizedAxes` takes the column's width.
  @Test func gridSharesAnOfferedWidthAndHonoursCellModifiers() throws {
    let (size, f) = try frames(
      Grid(horizontalSpacing: 8, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40, height: 10).gridColumnAlignment(.leading)
          Color.blue.frame(width: 20, height: 10).frame(maxWidth: .infinity)
        }
        Color.gray.frame(height: 1)
        GridRow {
          Color.green.frame(width: 10, height: 10)
          Color.black.frame(width: 10, height: 10)
        }
        GridRow {
          Color.orange.frame(width: 100, height: 10).gridCellColumns(2)
        }
        GridRow {
          Color.purple.frame(height: 10).gridCellUnsizedAxes(.horizontal)
        }
      }, width: 200)
    #expect(size == Size(width: 200, height: 41))
    #expect(f[0] == Rect(x: 0, y: 0, width: 40, height: 10))
    // Column 1: 200 - 40 - 8 = 152 wide from x 48; the 20-wide cell centred in it.
    #expect(f[1] == Rect(x: 114, y: 0, width: 20, height: 10))
    #expect(f[2] == Rect(x: 0, y: 10, width: 200, height: 1))
    // Column 0 is leading-aligned for every row.
    #expect(f[3] == Rect(x: 0, y: 11, width: 10, height: 10))
    #expect(f[4] == Rect(x: 119, y: 11, width: 10, height: 10))
    // Spanning both columns (200 wide), centred.
    #expect(f[5] == Rect(x: 50, y: 21, width: 100, height: 10))
    #expect(f[6] == Rect(x: 0, y: 31, width: 40, height: 10))
    // Spans out of range are clamped (no overflow counting columns).
    for span in [Int.max, 0, -3] {
      let (s, _) = try frames(
        Grid(horizontalSpacing: 0) {
          GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(span) }
        })
      #expect(s == Size(width: 10, height: 10))
    }
  }

  @Test func forEachGroupAndConditionals() throws {
    let flag = true
    let items = ["a", "b", "c"]
    let (_, f) = try frames(
      VStack(spacing: 0) {
        ForEach(items, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
        Group {
          Color.blue.frame(width: 10, height: 5)
          Color.blue.frame(width: 10, height: 5)
        }
        if flag { Color.green.frame(width: 10, height: 1) } else { Color.gray.frame(width: 10, height: 99) }
        if !flag { Color.gray.frame(width: 10, height: 99) }
      })
    #expect(f.count == 6)
    #expect(f.last?.minY == 40)
  }
}
