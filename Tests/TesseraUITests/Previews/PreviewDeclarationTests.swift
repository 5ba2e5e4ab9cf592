import TesseraUI
import Testing

// Previews declared as SwiftUI files declare them: these must compile.
#Preview {
  Color.red.frame(width: 4, height: 4)
}

#Preview("Named", traits: .sizeThatFitsLayout) {
  let side: CGFloat = 3
  Color.blue.frame(width: side, height: side)
}

#Preview("With state", traits: .fixedLayout(width: 100, height: 50), .landscapeLeft) {
  @Previewable @State var count = 2
  Color.green.frame(width: CGFloat(count), height: 1)
}

#Preview("Twice") { Text("first") }

#Preview("Twice") { Text("second") }

// A body that declares a view of its own and returns it (DuckDuckGo's ProgressBarView does): the
// body is `any View`, as in SwiftUI, so the local type stays out of the closure's type (a generic
// body crashed the compiler).
#Preview("Wrapped") {
  struct PreviewWrapper: View {
    @State var progress = 0.25
    var body: some View { Color.orange.frame(width: 40 * progress, height: 2) }
  }
  return PreviewWrapper()
}

struct Legacy_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Color.red.previewDisplayName("Red").previewLayout(.sizeThatFits)
      Color.blue.previewDevice(PreviewDevice(rawValue: "iPhone 16"))
    }
  }
}

@Suite struct PreviewDeclarationTests {
  @MainActor @Test func previewValuesCarryNameTraitsAndBody() throws {
    let preview = Preview("Card", traits: .sizeThatFitsLayout, fileID: "Demo/Card.swift", line: 12) {
      Color.red.frame(width: 5, height: 2)
    }
    #expect(preview.name == "Card")
    #expect(preview.traits.map(\.kind) == [.sizeThatFits])
    #expect(preview.fileID == "Demo/Card.swift" && preview.line == 12)
    let list = try ImageRenderer(content: preview.makeView()).displayList()
    #expect(list.size.width == 5 && list.size.height == 2)
    let legacy = try ImageRenderer(content: Legacy_Previews.previews).displayList()
    #expect(legacy.size.width > 0)
  }

  // Found with no list: the module's #Previews, the provider's two views and each App's first
  // window (AppAndSceneTests, DocumentGroupTests), each named Module/File/Name; a repeated name
  // gets " 2" in source order.
  @Test @MainActor func discoveryFindsEveryPreviewOfTheModule() throws {
    let previews = Previews.all(in: "TesseraUITests")
    #expect(
      previews.map(\.id) == [
        "TesseraUITests/App/EmptyApp", "TesseraUITests/App/NotesApp", "TesseraUITests/App/NotesDocumentApp",
        "TesseraUITests/App/SketchApp", "TesseraUITests/App/ViewerApp", "TesseraUITests/Legacy/Preview 2",
        "TesseraUITests/Legacy/Red",
        "TesseraUITests/PreviewDeclarationTests/Color", "TesseraUITests/PreviewDeclarationTests/Named",
        "TesseraUITests/PreviewDeclarationTests/Twice", "TesseraUITests/PreviewDeclarationTests/Twice 2",
        "TesseraUITests/PreviewDeclarationTests/With state", "TesseraUITests/PreviewDeclarationTests/Wrapped",
      ])
    let wrapped = try #require(previews.first { $0.name == "Wrapped" })
    #expect(try ImageRenderer(content: wrapped.makeView()).displayList().dump.contains("(0, 0, 10, 2)"))
    let byID = Dictionary(uniqueKeysWithValues: previews.map { ($0.id, $0) })
    #expect(byID["TesseraUITests/Legacy/Red"]?.layout == .sizeThatFits)
    #expect(byID["TesseraUITests/Legacy/Preview 2"]?.device == PreviewDevice(rawValue: "iPhone 16"))
    let state = try #require(byID["TesseraUITests/PreviewDeclarationTests/With state"])
    #expect(state.layout == .fixed(width: 100, height: 50) && state.orientation == .landscapeLeft)
    #expect(
      byID["TesseraUITests/PreviewDeclarationTests/Twice"]?.line ?? 0 < byID[
        "TesseraUITests/PreviewDeclarationTests/Twice 2"]?.line ?? 0)
    #expect(Previews.modules.contains("TesseraUITests"))
    #expect(Previews.all(in: "NoSuchModule").isEmpty)
    #expect(Previews.all(in: PreviewDeclarationTests.self).map(\.id) == previews.map(\.id))
  }

  // Names depend on each file's own previews, not on the order they were found or on other files.
  @Test func namesAreStableWhenPreviewsMove() {
    func preview(_ name: String?, _ file: String, _ line: Int, view: String? = nil) -> Preview {
      Preview(name, fileID: "M/\(file).swift", line: line, viewName: view) { EmptyView() }
    }
    let a = [
      preview("A", "One", 3), preview(nil, "One", 9, view: "Card"), preview(nil, "One", 20, view: "Card"),
      preview("A", "Two", 1), preview(nil, "Two", 5),
    ]
    let ids = Previews.identified(a).map(\.id)
    #expect(ids == ["M/One/A", "M/One/Card", "M/One/Card 2", "M/Two/A", "M/Two/Preview"])
    #expect(Previews.identified(a.reversed()).map(\.id) == ids)
    // A preview added to another file changes no name here.
    #expect(
      Previews.identified(a + [preview("Card", "Three", 1)]).map(\.id).filter { $0.hasPrefix("M/One") }
        == Array(ids.prefix(3)))
  }

  @MainActor @Test func providerPreviewsRenderTheirOwnView() throws {
    let red = try #require(Previews.named(["TesseraUITests/Legacy/Red"]).first)
    let list = try ImageRenderer(content: red.makeView().frame(width: 2, height: 2)).displayList()
    #expect(list.size.width == 2)
  }

  // A preview that sets its color scheme and direction outside its view is drawn once, in them.
  @MainActor @Test func aPreviewThatFixesItsSchemeIsDrawnOnce() {
    let fixed = Preview(fileID: "M/F.swift", line: 1) {
      Text("x").padding().preferredColorScheme(.dark).environment(\.layoutDirection, .rightToLeft)
    }
    let both = PreviewVariant.matrix(colorSchemes: [.light, .dark])
    #expect(
      fixed.effectiveVariants(both) == [PreviewVariant(colorScheme: .dark, layoutDirection: .rightToLeft)])
    let free = Preview(fileID: "M/F.swift", line: 2) { Text("x").padding() }
    #expect(free.effectiveVariants(both) == both)
  }

  // A `.modifier` trait: its shared context is made once per type and handed to each preview; an
  // environment value it sets counts as the preview's own; a failing context shows the error.
  @MainActor @Test func previewModifiersShareTheirContextAndFixTheirSettings() throws {
    let a = Preview("A", traits: .modifier(SideModifier()), fileID: "M/F.swift", line: 1) { Color.red }
    let b = Preview("B", traits: .sizeThatFitsLayout, .modifier(SideModifier()), fileID: "M/F.swift", line: 2)
    {
      Color.blue
    }
    #expect(b.layout == .sizeThatFits)
    for preview in [a, b] {
      let list = try ImageRenderer(content: preview.makeView()).displayList()
      #expect(list.size.width == 7 && list.size.height == 7)
    }
    #expect(SideModifier.made == 1)
    let both = PreviewVariant.matrix(colorSchemes: [.light, .dark])
    #expect(a.effectiveVariants(both) == [PreviewVariant(colorScheme: .dark)])
    let failing = Preview(traits: .modifier(FailingModifier()), fileID: "M/F.swift", line: 3) {
      Color.red.frame(width: 4, height: 4)
    }
    let shown = try ImageRenderer(content: failing.makeView()).displayList()
    #expect(shown.size.width > 40)
    // A context that suspends is made where the main thread is free: the command line's test
    // (DiscoveredPreviewsCommandTests) covers it.
  }
}

/// Sizes a preview from its shared context, in the dark.
struct SideModifier: PreviewModifier {
  static var made = 0
  static func makeSharedContext() async throws -> CGFloat {
    made += 1
    return 7
  }
  func body(content: Content, context: CGFloat) -> some View {
    content.frame(width: context, height: context).environment(\.colorScheme, .dark)
  }
}

/// A context that cannot be made.
struct FailingModifier: PreviewModifier {
  struct Unavailable: Error {}
  static func makeSharedContext() async throws -> Int { throw Unavailable() }
  func body(content: Content, context: Int) -> some View { content }
}
