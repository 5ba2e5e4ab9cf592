import Foundation
import TesseraDisplayList
import TesseraPNG
import TesseraRaster
import TesseraUI
import Testing

import struct TesseraUI.Color

struct AccentKey: EnvironmentKey { static let defaultValue = Color.black }
extension EnvironmentValues {
  var accent: Color {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

/// Reads the environment in its body.
struct Swatch: View {
  @Environment(\.accent) var accent
  @Environment(\.colorScheme) var scheme
  var body: some View {
    (scheme == .dark ? Color.white : accent).frame(width: 10, height: 10)
  }
}

struct Framed: ViewModifier {
  let width: Double
  func body(content: Content) -> some View {
    content.padding(width).background(Color.red)
  }
}

func fillColors(_ list: DisplayList) -> [String] {
  var out: [String] = []
  func walk(_ items: [DisplayItem]) {
    for i in items {
      if case .fill(_, let paint, _) = i, case .solid(let c) = paint.shader { out.append(c.description) }
      if case .group(let g) = i { walk(g.items) }
    }
  }
  walk(list.items)
  return out
}

/// A style of one's own, written as in SwiftUI: it resolves to another style in the environment.
struct InkStyle: ShapeStyle {
  var opacity: Double

  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    (environment.colorScheme == .dark ? Color.white : Color.black).opacity(opacity)
  }
}

extension ShapeStyle where Self == InkStyle {
  static func ink(opacity: Double) -> Self { .init(opacity: opacity) }
}

@Suite struct EnvironmentTests {
  @Test func customShapeStyleResolvesInTheEnvironment() throws {
    let view = Rectangle().fill(.ink(opacity: 0.5)).frame(width: 4, height: 4)
    #expect(
      fillColors(try ImageRenderer(content: view).displayList()) == [
        Color.black.opacity(0.5).resolve(in: EnvironmentValues()).description
      ])
    let dark = ImageRenderer(content: view)
    dark.environment.colorScheme = .dark
    #expect(
      fillColors(try dark.displayList()) == [
        Color.white.opacity(0.5).resolve(in: EnvironmentValues()).description
      ])
    // A style with nothing to resolve to draws nothing, and says so.
    struct Empty: ShapeStyle {}
    let empty = try ImageRenderer(content: Rectangle().fill(Empty()).frame(width: 4, height: 4)).render()
    #expect(
      empty.warnings.contains { $0.contains("Empty is a ShapeStyle with neither resolve(in:) nor a color") })
    // A resolved color is a style too (SwiftUI's Color.Resolved).
    let resolved = Color.red.resolve(in: EnvironmentValues())
    #expect(resolved.resolvedColor(in: EnvironmentValues()) == resolved)
  }

  @Test @MainActor func valuesAreInheritedAndOverriddenForASubtree() throws {
    let view = VStack {
      Swatch()
      Swatch().environment(\.accent, Color.green)
      VStack {
        Swatch(); Swatch()
      }.environment(\.accent, Color.blue)
    }
    .environment(\.accent, Color.red)
    let colors = fillColors(try ImageRenderer(content: view).displayList())
    #expect(
      colors == [
        Color.red.resolve(in: EnvironmentValues()).description,
        Color.green.resolve(in: EnvironmentValues()).description,
        Color.blue.resolve(in: EnvironmentValues()).description,
        Color.blue.resolve(in: EnvironmentValues()).description,
      ])
  }

  @Test @MainActor func defaultsAndColorScheme() throws {
    #expect(
      fillColors(try ImageRenderer(content: Swatch()).displayList()) == [
        Color.black.resolve(in: EnvironmentValues()).description
      ])
    let r = ImageRenderer(content: Swatch())
    r.environment.colorScheme = .dark
    #expect(fillColors(try r.displayList()) == [Color.white.resolve(in: EnvironmentValues()).description])
  }

  @Test func transformEnvironmentChangesTheCurrentValue() throws {
    // 9 pt and 18 pt: both below the display cut (20 pt), so the same face at twice the size.
    let view = Text("Scaled").font(.system(size: 9)).transformEnvironment(\.contentSizeScale) { $0 *= 2 }
    let normal = try ImageRenderer(content: Text("Scaled").font(.system(size: 9))).displayList().size
    let scaled = try ImageRenderer(content: view).displayList().size
    #expect(abs(scaled.height - 2 * normal.height) < 1e-9)
  }

  @Test func fontAndForegroundStyleFlowDown() throws {
    let list = try ImageRenderer(
      content: VStack {
        Text("a"); Text("b").font(.caption)
      }.font(.title).foregroundStyle(Color.green)
    ).displayList()
    var sizes: [Double] = []
    var colors: [String] = []
    for item in list.items {
      if case .text(let l, _, let c) = item {
        sizes.append(l.fontSize)
        colors.append(c.description)
      }
    }
    #expect(sizes == [28, 12])
    #expect(
      colors == [
        Color.green.resolve(in: EnvironmentValues()).description,
        Color.green.resolve(in: EnvironmentValues()).description,
      ])
  }

  @Test func userViewModifier() throws {
    let list = try ImageRenderer(content: Color.blue.frame(width: 10, height: 10).modifier(Framed(width: 5)))
      .displayList()
    #expect(list.size == Size(width: 20, height: 20))
    #expect(
      fillColors(list) == [
        Color.red.resolve(in: EnvironmentValues()).description,
        Color.blue.resolve(in: EnvironmentValues()).description,
      ])
  }

  @Test func anyViewAndOptionals() throws {
    let views: [AnyView] = [
      AnyView(Color.red.frame(width: 5, height: 5)), AnyView(Text("x")), AnyView(EmptyView()),
    ]
    let maybe: Color? = nil
    let list = try ImageRenderer(
      content: VStack {
        ForEach(0..<3) { views[$0] }; maybe
      }
    ).displayList()
    // The red square's fill, and the text with its accessibility record.
    #expect(list.itemCount == 3)
  }

  @Test func displayScaleAndPixelSize() throws {
    let r = ImageRenderer(content: Color.red.frame(width: 10.5, height: 4))
    r.scale = 3
    let p = try r.pixmap()
    #expect(p.width == 32 && p.height == 12)
  }
}

@Suite struct ViewBadInputTests {
  @Test func negativeAndNaNSizesWarnAndDoNotTrap() throws {
    let view = VStack(spacing: .nan) {
      Color.red.frame(width: -10, height: .nan)
      Color.blue.frame(minWidth: .nan, maxWidth: -5).padding(-3).padding(.infinity)
      Text("x").shadow(radius: -4).opacity(.nan).offset(x: .nan).aspectRatio(-1, contentMode: .fit)
      Spacer(minLength: -1)
    }
    let out = try ImageRenderer(content: view).render()
    #expect(out.warnings.count >= 6, "\(out.warnings)")
    #expect(out.warnings.contains { $0.contains("frame width is negative") })
    #expect(out.displayList.size.width.isFinite && out.displayList.size.height.isFinite)
  }

  struct Nested: View {
    let depth: Int
    var body: some View {
      if depth == 0 {
        AnyView(Color.red.frame(width: 4, height: 4))
      } else {
        AnyView(Nested(depth: depth - 1).padding(1))
      }
    }
  }

  @Test func aThousandLevelsDeep() throws {
    let list = try ImageRenderer(content: Nested(depth: 1000)).displayList()
    #expect(list.size == Size(width: 2004, height: 2004))
  }

  @Test func tenThousandChildren() throws {
    let list = try ImageRenderer(
      content: VStack(spacing: 0) { ForEach(0..<10_000) { _ in Color.red.frame(width: 1, height: 1) } }
    ).displayList()
    #expect(list.size == Size(width: 1, height: 10_000))
    #expect(list.items.count == 10_000)
  }

  @Test func missingAndCorruptImagesThrowNamingTheFile() throws {
    #expect(throws: RenderError.self) {
      try ImageRenderer(content: Image(contentsOfFile: "/no/such/picture.png")).pixmap()
    }
    do {
      _ = try ImageRenderer(content: Image(contentsOfFile: "/no/such/picture.png")).pixmap()
    } catch let e as RenderError {
      #expect(e.description.contains("/no/such/picture.png"))
    }
    let path = "/tmp/tessera-corrupt-\(ProcessInfo.processInfo.processIdentifier).png"
    _ = FileManager.default.createFile(atPath: path, contents: Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]))
    #expect(throws: RenderError.self) { try ImageRenderer(content: Image(contentsOfFile: path)).pixmap() }
  }

  @Test func unknownIconAndFontThrow() throws {
    do {
      _ = try ImageRenderer(content: Icon("shoping_cart")).displayList()
      Issue.record("an unknown icon rendered")
    } catch let e as RenderError {
      #expect(e.description.contains("shopping_cart"))
    }
    #expect(throws: RenderError.self) {
      try ImageRenderer(content: Text("x").font(.custom("Comic Sans", size: 12))).displayList()
    }
  }

  @Test func emptyAndHugeRendersAreClearErrors() throws {
    #expect(throws: RenderError.self) { try ImageRenderer(content: EmptyView()).pixmap() }
    let big = ImageRenderer(content: Color.red.frame(width: 20000, height: 20000))
    big.scale = 1
    #expect(throws: RenderError.self) { try big.pixmap() }
    let infinite = try ImageRenderer(content: Color.red).render()
    #expect(infinite.displayList.size == Size(width: 10, height: 10))
  }
}

@Suite struct ImageViewTests {
  func checker() throws -> Pixmap {
    var c = try Canvas(width: 4, height: 2, background: .white)
    c.fill(Rect(x: 0, y: 0, width: 2, height: 2), with: Paint(.black))
    return c.pixmap
  }

  @Test func intrinsicResizableAndFit() throws {
    let img = Image(pixmap: try checker())
    #expect(try ImageRenderer(content: img).displayList().size == Size(width: 4, height: 2))
    let r = ImageRenderer(content: img.resizable().scaledToFit().frame(width: 100, height: 100))
    r.proposedSize = .unspecified
    let list = try r.displayList()
    // The image's accessibility record, then the image.
    guard list.items.count == 2, case .image(_, let rect, _, _) = list.items[1] else {
      Issue.record("no image item")
      return
    }
    #expect(rect == Rect(x: 0, y: 25, width: 100, height: 50))
  }

  @Test func imageFromAFileAndFromABundle() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-img-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try PNG.write(try checker(), to: dir + "/checker.png")
    #expect(
      try ImageRenderer(content: Image(contentsOfFile: dir + "/checker.png")).displayList().size.width == 4)
    let bundle = try #require(Bundle(path: dir))
    #expect(try ImageRenderer(content: Image(named: "checker", bundle: bundle)).displayList().size.width == 4)
    #expect(throws: RenderError.self) {
      try ImageRenderer(content: Image(named: "nope", bundle: bundle)).displayList()
    }
  }
}
