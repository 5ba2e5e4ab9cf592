import Foundation
import Testing

@testable import TesseraUI

/// APIs that real open-source apps (mlx-swift-examples, Home Assistant, swift-chat, enchanted,
/// Maccy, CodeEdit) use and TesseraUI lacked: each is written here as the app wrote it, and each
/// test checks what a still shows.
@MainActor @Suite struct OpenSourceAppAPITests {
  func dump<V: View>(_ view: V) throws -> String {
    let r = ImageRenderer(content: view)
    r.scale = 1
    return try r.render().displayList.dump
  }

  /// `help(_:)` (mlx-swift-examples' header buttons): no tooltip in a still, but VoiceOver reads
  /// help text as the element's hint, so it is recorded as one.
  @Test func helpTextIsRecordedAsTheHint() throws {
    let fromString = try dump(Color.red.frame(width: 10, height: 4).help("Copy the output"))
    #expect(fromString.contains("hint \"Copy the output\""), "\(fromString)")
    let fromText = try dump(Color.red.frame(width: 10, height: 4).help(Text("Clear")))
    #expect(fromText.contains("hint \"Clear\""), "\(fromText)")
  }

  /// `LinearProgressViewStyle(tint:)` (swift-chat's status view): the done part in the style's
  /// tint, ahead of the environment's.
  @Test func aTintedLinearStyleDrawsItsBarInTheTint() throws {
    let bar = ProgressView(value: 0.5).frame(width: 100)
    let tinted = try dump(bar.progressViewStyle(LinearProgressViewStyle(tint: .red)).tint(.green))
    let plain = try dump(bar.progressViewStyle(LinearProgressViewStyle()))
    #expect(tinted.contains("#FF383C"), "\(tinted)")
    #expect(!tinted.contains("#34C759"), "\(tinted)")
    #expect(!plain.contains("#FF383C"), "\(plain)")
  }

  /// iOS 17's `Transition` values (enchanted's `AnyTransition(.opacity)`): present, a view draws as
  /// it is; the other phases draw what each transition documents.
  @Test func builtInTransitionsDrawTheirPhases() throws {
    let square = Color.red.frame(width: 10, height: 10)
    let plain = try dump(square)
    #expect(try dump(square.transition(AnyTransition(.opacity))) == plain)
    #expect(try dump(square.transition(.opacity)) == plain)
    #expect(try dump(square.transition(.scale(0.5, anchor: .top))) == plain)
    #expect(try dump(square.transition(.blurReplace)) == plain)
    #expect(try dump(square.transition(.push(from: .leading))) == plain)

    struct Phased<T: Transition>: View {
      let transition: T
      let phase: TransitionPhase
      var body: some View {
        transition.body(
          content: PlaceholderContentView(AnyView(Color.red.frame(width: 10, height: 10))), phase: phase)
      }
    }
    // Before insertion a fade is transparent: nothing is painted.
    let faded = try dump(Phased(transition: OpacityTransition(), phase: .willAppear))
    #expect(!faded.contains("#FF383C"), "\(faded)")
    // A scale to half keeps the layout and draws the square at half size about its center.
    let half = try dump(Phased(transition: ScaleTransition(0.5), phase: .didDisappear))
    #expect(half.contains("0.5"), "\(half)")
    let moved = try dump(
      Phased(transition: OffsetTransition(CGSize(width: 4, height: 0)), phase: .willAppear))
    #expect(moved != plain)
    #expect(try dump(Phased(transition: IdentityTransition(), phase: .willAppear)) == plain)
    #expect(!OpacityTransition.properties.hasMotion)
    #expect(MoveTransition.properties.hasMotion)
  }

  /// Modifiers with no pixels on iOS: the old autocorrection spelling (Home Assistant), macOS's
  /// dialog suppression toggle (Maccy), an iOS 26 draw-on effect at a speed (Home Assistant).
  @Test func modifiersWithoutPixelsLeaveTheViewAsItIs() throws {
    let field = TextField("Identifier", text: .constant("")).frame(width: 200)
    #expect(try dump(field.disableAutocorrection(true)) == (try dump(field)))
    let button = Button("Clear") {}
    #expect(
      try dump(button.dialogSuppressionToggle(isSuppressed: .constant(false))) == (try dump(button)))
    let symbol = Image(systemName: "checkmark.circle").font(.title)
    let drawn = try dump(symbol.symbolEffect(.drawOn.individually, options: .speed(0.7), isActive: false))
    #expect(drawn == (try dump(symbol)))
    let repeating = try dump(
      symbol.symbolEffect(.wiggle.left, options: .repeat(.periodic(2, delay: 1)).speed(2), isActive: true))
    #expect(repeating == (try dump(symbol)))
  }

  /// UIKit's fixed colors (`UIColor.green`, `.gray`) are not the system colors of the same names.
  @Test func uikitFixedColorsAreTheirDocumentedValues() throws {
    let env = EnvironmentValues()
    func hex(_ c: UIColor) -> String { Color(uiColor: c).resolve(in: env).description }
    #expect(hex(.green) == "#00FF00FF")
    #expect(hex(.blue) == "#0000FFFF")
    #expect(hex(.orange) == "#FF8000FF")
    #expect(hex(.gray) == "#808080FF")
    #expect(hex(.systemGray) == "#8E8E93FF")
    #expect(hex(.lightText) == "#FFFFFF99")
  }

  /// macOS's `.accessoryBarAction` (CodeEdit) draws as `.borderless`.
  @Test func anAccessoryBarActionButtonDrawsBorderless() throws {
    let button = Button("Retry") {}
    #expect(
      try dump(button.buttonStyle(.accessoryBarAction)) == (try dump(button.buttonStyle(.borderless))))
  }

  /// `Color(.white)` (KeyboardCowboy) is UIKit's white, as on iOS, not ambiguous; `Color(.red)`
  /// UIKit's fixed red.
  @Test func colorFromAUIKitColorNameIsNotAmbiguous() throws {
    let env = EnvironmentValues()
    #expect(Color(.white).resolve(in: env).description == "#FFFFFFFF")
    #expect(Color(.red).resolve(in: env).description == "#FF0000FF")
    #expect(Color(.systemRed).resolve(in: env).description == Color.red.resolve(in: env).description)
  }

  /// `UIColor(hue:saturation:brightness:alpha:)` and `getHue` (Foqos' card background) agree.
  @Test func uikitHueComponentsRoundTrip() throws {
    let c = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.9)
    var h: CGFloat = 0
    var sat: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    #expect(c.getHue(&h, saturation: &sat, brightness: &b, alpha: &a))
    #expect(abs(Double(h) - 0.6) < 0.01 && abs(Double(sat) - 0.5) < 0.01 && abs(Double(b) - 0.8) < 0.01)
    #expect(abs(Double(a) - 0.9) < 0.01)
    var r: CGFloat = 0
    #expect(UIColor.orange.getRed(&r, green: nil, blue: nil, alpha: nil) && r == 1)
  }

  private struct Card<Content: View>: View {
    @ContentBuilder var content: Content
    var body: some View { VStack { content } }
  }

  /// Titles from `LocalizedStringResource` (CotEditor's add and remove buttons), and SDK 27's
  /// `@ContentBuilder` (CotEditor's wrapping stack).
  @Test func localizedResourceTitlesAndTheContentBuilder() throws {
    let button = try dump(Button(.init("Action.add.label", defaultValue: "Add"), systemImage: "plus") {})
    #expect(button.contains("\"Add\""), "\(button)")
    let toggle = try dump(
      Toggle(LocalizedStringResource("Wrap", defaultValue: "Wrap lines"), isOn: .constant(true)))
    #expect(toggle.contains("Wrap lines"), "\(toggle)")
    let helped = try dump(
      Color.red.frame(width: 4, height: 4).help(.init("tip", defaultValue: "Add new item")))
    #expect(helped.contains("hint \"Add new item\""), "\(helped)")
    // A string literal stays a localized string key, as in SwiftUI.
    #expect(try dump(Button("Add") {}) == (try dump(Button(LocalizedStringKey("Add")) {})))
    let card = try dump(
      Card {
        Text("One"); Text("Two")
      })
    #expect(card.contains("One") && card.contains("Two"))
  }

  /// macOS's help button (CotEditor): a 22-point circle with a question mark.
  @Test func aHelpLinkIsARoundQuestionMarkButton() throws {
    let r = ImageRenderer(content: HelpLink(anchor: "regex"))
    r.scale = 1
    let out = try r.render()
    #expect(out.displayList.dump.contains("size 22x22"), "\(out.displayList.dump)")
    #expect(out.displayList.dump.contains("\"?\""), "\(out.displayList.dump)")
  }

  /// iOS 18's bar visibility spelling, speech settings, macOS's exit command, a view's text scale
  /// and scroll-geometry changes: the same pixels as without them (or as the older spelling).
  @Test func moreModifiersWithoutPixels() throws {
    let screen = NavigationStack { Text("Inbox").navigationTitle("Mail") }
    #expect(
      try dump(screen.toolbarBackgroundVisibility(.visible, for: .navigationBar))
        == (try dump(screen.toolbarBackground(.visible, for: .navigationBar))))
    let text = Text("a+b").font(.body)
    #expect(
      try dump(text.speechAlwaysIncludesPunctuation().speechSpellsOutCharacters()) == (try dump(text)))
    let stack = HStack { text }
    #expect(
      try dump(
        stack.accessibilityTextContentType(.sourceCode).onExitCommand {}.textScale(.secondary)
          .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }, action: { _, _ in })
          .navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 300))
        == (try dump(stack)))
  }

  /// A model that declares how it is shared, as SwiftUI_Demos' transactions and Apple's samples
  /// write them, shared with `ShareLink(item:preview:)`: drawn as the share button.
  @Test func aTransferableModelIsSharedWithTheShareButton() throws {
    let item = SharedNote(text: "Lunch")
    let link = try dump(
      ShareLink(item: item, preview: SharePreview("Share", image: "square.and.arrow.up.fill")))
    let plain = try dump(ShareLink(item: URL(fileURLWithPath: "/notes/lunch")))
    #expect(link == plain)
    #expect(link.contains("\"Share\""), "\(link)")
    #expect(try dump(ShareLink(item: "Lunch")) == plain)
    let titled = try dump(ShareLink("Send", item: item, preview: SharePreview("Lunch")))
    #expect(titled.contains("\"Send\""), "\(titled)")
    // Several representations build a group, one is itself.
    #expect((SharedNote.transferRepresentation as? TransferRepresentationGroup<SharedNote>)?.count == 3)
    #expect(
      (SharedFile.transferRepresentation as? CodableRepresentation<SharedFile, JSONEncoder, JSONDecoder>)?
        .contentType
        == .json)
  }

  /// `UIScreen.main.bounds` (SwiftUI-experiments' drag-to-delete) reads the preview device's screen;
  /// outside a device layout, the iPhone 16's.
  @Test func theScreenIsThePreviewDevicesScreen() throws {
    struct Measured: View {
      var body: some View {
        Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10)
      }
    }
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    let r = ImageRenderer(content: DeviceScreen(Device.iPhoneSE) { Measured() })
    r.scale = 1
    r.proposedSize = ProposedViewSize(width: 375, height: 667)
    let out = try r.render().displayList.dump
    #expect(out.contains("fill (94, 339, 187, 10)"), "\(out)")  // 375 / 2, on whole pixels
    // UIKit's haptics compile and do nothing.
    let impact = UIImpactFeedbackGenerator(style: .medium)
    impact.prepare()
    impact.impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
  }

  /// Backyard Birds' indicator: `.transition(.scale(0.5).combined(with: .opacity))` and a material
  /// with a drop shadow (`.fill(.ultraThickMaterial.shadow(.drop(color: .black, radius: 2)))`).
  @Test func combinedTransitionsAndShadowedStyles() throws {
    let square = Color.red.frame(width: 10, height: 10)
    #expect(try dump(square.transition(.scale(0.5).combined(with: .opacity))) == (try dump(square)))
    struct Leaving: View {
      var body: some View {
        ScaleTransition(0.5).combined(with: OpacityTransition()).body(
          content: PlaceholderContentView(AnyView(Color.red.frame(width: 10, height: 10))),
          phase: .didDisappear)
      }
    }
    #expect(!(try dump(Leaving())).contains("#FF383C"))
    let shadowed = try dump(
      Circle().fill(Color.white.shadow(.drop(color: .black, radius: 2))).frame(width: 20, height: 20))
    #expect(shadowed.contains("shadow"), "\(shadowed)")
    let plain = try dump(Circle().fill(Color.white).frame(width: 20, height: 20))
    #expect(!plain.contains("shadow"))
    // An inner shadow is drawn after the fill, inside it.
    let inner = try dump(Circle().fill(Color.white.shadow(.inner(radius: 2))).frame(width: 20, height: 20))
    let fillAt = try #require(inner.range(of: "fill (0, 0, 20, 20)"), "\(inner)")
    let shadowAt = try #require(inner.range(of: "shadow"), "\(inner)")
    #expect(fillAt.lowerBound < shadowAt.lowerBound, "\(inner)")
    // A style's radius that is not a number is named and drawn as 0, as `.shadow(radius:)`'s; a
    // shadowed foreground style casts its shadow as a fill style does.
    let bad = ImageRenderer(
      content: Circle().fill(Color.white.shadow(.drop(radius: .nan))).frame(width: 20, height: 20))
    let out = try bad.render()
    #expect(out.warnings.contains { $0.contains("ShadowStyle radius is nan") }, "\(out.warnings)")
    #expect(out.displayList.dump.contains("shadow"), "\(out.displayList.dump)")
    let foreground = try dump(
      Circle().frame(width: 20, height: 20).foregroundStyle(Color.white.shadow(.drop(radius: 2))))
    #expect(foreground.contains("shadow"), "\(foreground)")
    // An older text field titled with a string (emitron's search field).
    let title = "Search…"
    let field = try dump(TextField(title, text: .constant(""), onCommit: {}).frame(width: 200))
    #expect(field.contains("Search…"), "\(field)")
  }

  /// CotEditor's and Applite's macOS views: `Color(nsColor: .gridColor)`, `.listStyle(.bordered)`,
  /// `.alternatingRowBackgrounds()`, `.menuStyle(.borderedButton)`, `.background(.selection, in:)`
  /// and `AttributedString(localized:table:)`.
  @Test func macOSListMenuAndColorAPI() throws {
    let grid = try dump(Color(nsColor: .gridColor).frame(width: 4, height: 4))
    #expect(grid.contains("#E6E6E6"), "\(grid)")
    let rows = List {
      Text("One"); Text("Two")
    }.frame(width: 200, height: 100)
    #expect(
      try dump(rows.listStyle(.bordered).alternatingRowBackgrounds()) == (try dump(rows.listStyle(.plain))))
    let menu = try dump(Menu("Mirror") { Button("A") {} }.menuStyle(.borderedButton))
    let bordered = try dump(Button("Mirror") {}.buttonStyle(.bordered))
    #expect(menu == bordered, "\(menu)")
    let selected = try dump(Text("x").background(.selection, in: .rect(cornerRadius: 3)).tint(.red))
    #expect(selected.contains("#FF383C"), "\(selected)")
    #expect(
      String(AttributedString(localized: "ICU Regular Expressions", table: "RegexReference").characters)
        == "ICU Regular Expressions")
  }

  #if !canImport(Darwin)
    /// Inpenso's document picker: made and configured as on iOS; the system presents it, so it
    /// draws nothing and the warnings say so.
    @Test func documentPickerIsTheSystems() throws {
      struct DocumentPicker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
          let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json], asCopy: true)
          picker.allowsMultipleSelection = true
          return picker
        }
        func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}
      }
      let r = ImageRenderer(content: DocumentPicker().frame(width: 100, height: 100))
      let out = try r.render()
      #expect(
        out.warnings.contains { $0.contains("UIDocumentPickerViewController is presented by the system") })
    }
  #endif
}

private struct SharedNote: Codable, Transferable {
  var text: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    DataRepresentation(exportedContentType: .utf8PlainText) { note in Data(note.text.utf8) }
    ProxyRepresentation(exporting: \.text)
      .suggestedFileName("Note.txt")
  }
}

private struct SharedFile: Codable, Transferable {
  var name: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
  }
}
