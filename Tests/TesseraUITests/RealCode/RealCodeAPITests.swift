import Foundation
import TesseraSync
import TesseraUI
import Testing

private struct CardLabeledContentStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label.font(.caption)
      configuration.content
    }
  }
}

extension FocusedValues {
  @Entry var learnMore: String? = nil
}

private struct LearnMoreReader: View {
  @FocusedValue(\.learnMore) var learnMore
  var body: some View { Text(learnMore ?? "nothing focused") }
}

/// API that real app files use (measured on open-source apps outside the corpus), as Apple
/// declares it.
@Suite struct RealCodeAPITests {
  @Test func aCustomLabeledContentStyleDrawsTheContent() throws {
    let plain = try ImageRenderer(content: LabeledContent("Name", value: "Ada").frame(width: 200)).render()
    let styled = try ImageRenderer(
      content: LabeledContent("Name", value: "Ada").labeledContentStyle(CardLabeledContentStyle()).frame(
        width: 200)
    ).render()
    #expect(plain.displayList.size.height < styled.displayList.size.height)
    #expect(styled.displayList.dump.contains("\"Ada\""))
  }

  @Test @MainActor func focusedValuesReadNilInAStill() throws {
    #expect(
      try ImageRenderer(content: LearnMoreReader()).render().displayList.dump.contains("nothing focused"))
  }

  @Test func onGeometryChangeReportsTheSize() throws {
    let seen = Locked<[CGFloat]>([])
    _ = try ImageRenderer(
      content: Color.red.frame(width: 120, height: 10).onGeometryChange(for: CGFloat.self) {
        $0.size.width
      } action: {
        width in
        seen.withLock { $0.append(width) }
      }
    ).render()
    #expect(seen.withLock { $0 }.last == 120)
  }

  @Test func deletableRowsStayDynamicContent() throws {
    let list = List {
      ForEach(["a", "b"], id: \.self) { Text($0) }
        .onDelete { _ in }
        .onMove { _, _ in }
    }
    #expect(
      try ImageRenderer(content: list.frame(width: 200, height: 200)).render().displayList.dump.contains(
        "\"b\""))
  }

  @Test func smallAdditionsCompileAndDraw() throws {
    @Namespace var ns
    let view = NavigationStack {
      VStack {
        NavigationLink(isActive: .constant(false)) {
          Text("Detail")
        } label: {
          Text("Open")
        }
        Rectangle().frame(width: 10, height: 10).contentShape(.contextMenuPreview, Rectangle())
          .matchedTransitionSource(id: 1, in: ns)
        Image(ImageResource(name: "Missing", bundle: .main))
      }
      .toolbarTitleDisplayMode(.inline)
      .navigationTitle("Title")
      .navigationTransition(.zoom(sourceID: 1, in: ns))
    }
    let out = try ImageRenderer(content: view).render()
    #expect(out.displayList.dump.contains("\"Open\""))
    #expect(out.warnings.contains { $0.contains("Missing") })
  }

  @Test func uiKitImagesAndDynamicColors() throws {
    #expect(UIImage().size == .zero)
    #expect(UIImage(named: "NoSuchImage") == nil)
    let empty = try ImageRenderer(
      content: HStack(spacing: 0) {
        Image(uiImage: UIImage()); Color.red.frame(width: 4, height: 4)
      }
    )
    .render()
    #expect(empty.displayList.size.width == 4)
    let dynamic = Color(UIColor { $0.userInterfaceStyle == .dark ? .white : .black })
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(dynamic.resolve(in: EnvironmentValues()) == Color.black.resolve(in: EnvironmentValues()))
    #expect(dynamic.resolve(in: dark) == Color.white.resolve(in: dark))
    #expect(UIDevice.current.userInterfaceIdiom == .phone && !UIDevice.current.orientation.isLandscape)
  }

  /// SwiftUI's own pattern: a `let` renderer whose settings are changed, read as a `UIImage`, and
  /// that image drawn again at its points (a 3x image a third as large), not at its pixels.
  @Test func imageRendererAsAClassAndUIImageScale() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 20, height: 10))
    renderer.scale = 3
    let image = try #require(renderer.uiImage)
    #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 3)
    let redrawn = ImageRenderer(content: Image(uiImage: image))
    redrawn.scale = 3
    let out = try redrawn.render()
    #expect(out.displayList.size.width == 20 && out.displayList.size.height == 10)
    let pixels = try redrawn.pixmap()
    #expect(pixels.width == 60 && pixels.height == 30)
    // PNG data read at 2x: half as large in points.
    let data = Data(try ImageRenderer(content: Color.blue.frame(width: 8, height: 6)).pngData())
    let half = try #require(UIImage(data: data, scale: 2))
    #expect(half.size == CGSize(width: 4, height: 3))
    #expect(try ImageRenderer(content: Image(uiImage: half)).render().displayList.size.width == 4)
    // A view that cannot be rendered gives no image.
    #expect(ImageRenderer(content: Image(contentsOfFile: "/nonexistent/tessera.png")).uiImage == nil)
  }
}

/// A font size computed from a geometry that is still zero draws at Core Text's default size.
@Suite struct ZeroFontSizeTests {
  @Test func aZeroSizedFontDrawsAtTwelvePoints() throws {
    let zero = try ImageRenderer(content: Text("XII").font(.system(size: 0))).render()
    let twelve = try ImageRenderer(content: Text("XII").font(.system(size: 12))).render()
    #expect(zero.warnings.isEmpty)
    #expect(zero.displayList.dump == twelve.displayList.dump)
    let negative = try ImageRenderer(content: Text("XII").font(.system(size: -3))).render()
    #expect(negative.warnings.contains { $0.contains("negative") })
  }
}
