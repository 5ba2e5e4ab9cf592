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
}
