import Foundation
import Testing

@testable import TesseraUI

/// APIs corpus 3 (iOS 17 screens after Apple's samples) needed: trimmed shapes, offsets by size,
/// hierarchical levels of any style, hidden status bar and home indicator, toolbar items shown
/// only after customizing, and modifiers with no pixels in a still.
@MainActor @Suite struct SmallAPIAdditionsTests {
  func dump<V: View>(_ view: V) throws -> String {
    let r = ImageRenderer(content: view)
    r.scale = 1
    return try r.render().displayList.dump
  }

  /// Forms real apps still use (SwiftUIKit's ControlsGroup, Home Assistant's PrivacyNoteView):
  /// the older `Slider` with its end labels as values and the label last, and `overlay(content:)`
  /// / `background(content:)` with the closure's label written out.
  @Test func olderSliderAndLabelledContentClosures() throws {
    let older = try dump(
      Slider(
        value: .constant(50.0), in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"),
        label: { Text("Volume") }
      ).frame(width: 300))
    let newer = try dump(
      Slider(
        value: .constant(50.0), in: 0...100, label: { Text("Volume") }, minimumValueLabel: { Text("0%") },
        maximumValueLabel: { Text("100%") }
      ).frame(width: 300))
    #expect(older == newer)
    #expect(older.contains("100%"))
    let labelled = try dump(Color.blue.frame(width: 40, height: 40).overlay(content: { Text("x") }))
    let trailing = try dump(Color.blue.frame(width: 40, height: 40).overlay { Text("x") })
    #expect(labelled == trailing)
    let behind = try dump(Text("y").background(content: { Color.red }))
    #expect(behind == (try dump(Text("y").background { Color.red })))
  }

  /// A date written by a `DateFormatter` inside a localized key, as Car Maintenance's dashboard
  /// writes it (`"\(name) on \(event.date, formatter: self.eventDateFormat)"`).
  @Test func aFormatterInsideAKey() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let date = Date(timeIntervalSince1970: 86_400 * 365)
    let name = "Civic"
    let out = try dump(Text("\(name) on \(date, formatter: formatter)", comment: "a list item"))
    #expect(out.contains("Civic on 1971-01-01"), "\(out)")
  }

  /// `CircularProgressViewStyle(tint:)` (GoodSwiftUI's loading button): the spokes take the tint.
  @Test func aTintedCircularStyleDrawsItsSpokesInTheTint() throws {
    let tinted = try dump(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)))
    let plain = try dump(ProgressView().progressViewStyle(CircularProgressViewStyle()))
    #expect(tinted.contains("#FF383C"), "\(tinted)")
    #expect(!plain.contains("#FF383C"))
  }

  @Test func aTrimmedRingStrokesOnlyItsFraction() throws {
    let ring = try dump(
      Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 4).frame(width: 100, height: 100))
    // A quarter from the rightmost point clockwise: the bottom-right quadrant.
    #expect(ring.contains("stroke (50, 50, 50, 50) #0088FFFF width 4"), "\(ring)")
    let none = try dump(Circle().trim(from: 0.5, to: 0.5).stroke(Color.blue).frame(width: 100, height: 100))
    // An empty range strokes an empty path: nothing drawn.
    #expect(none.contains("stroke (0, 0, 0, 0)"), "\(none)")
  }

  @Test func offsetBySizeMovesLikeXAndY() throws {
    let a = try dump(Color.red.frame(width: 10, height: 10).offset(CGSize(width: 5, height: -3)))
    let b = try dump(Color.red.frame(width: 10, height: 10).offset(x: 5, y: -3))
    #expect(a == b)
  }

  @Test func anyStyleHasHierarchicalLevels() throws {
    let env = EnvironmentValues()
    let base = Color.red.resolve(in: env)
    let second = AnyShapeStyle(Color.red.secondary).resolvedColor(in: env)
    let third = AnyShapeStyle(Color.red.tertiary).resolvedColor(in: env)
    #expect(second.red == base.red && second.opacity < base.opacity && third.opacity < second.opacity)
  }

  @Test func statusBarAndHomeIndicatorCanBeHidden() throws {
    let shown = try dump(DeviceScreen(.iPhone16) { Text("Photo") })
    #expect(shown.contains("9:41"))
    let hidden = try dump(
      DeviceScreen(.iPhone16) { Text("Photo").statusBarHidden().persistentSystemOverlays(.hidden) })
    #expect(!hidden.contains("9:41") && hidden.contains("\"Photo\""), "\(hidden)")
    // The home indicator is the only black fill 5 points tall (a 134 x 5 continuous capsule,
    // whose pointed ends lie a little inside its frame).
    func hasIndicator(_ dump: String) -> Bool {
      dump.split(separator: "\n").contains { $0.contains("fill (") && $0.hasSuffix(", 5) #000000FF") }
    }
    #expect(hasIndicator(shown) && !hasIndicator(hidden), "\(shown)")
    let kept = try dump(DeviceScreen(.iPhone16) { Text("Photo").statusBarHidden(false) })
    #expect(kept.contains("9:41"))
  }

  @Test func toolbarItemsNotShownByDefaultWaitForCustomizing() throws {
    let screen = try dump(
      DeviceScreen(.iPhone16) {
        NavigationStack {
          Text("Body")
            .navigationTitle("Notes")
            .toolbar {
              ToolbarItem(id: "share", placement: .topBarTrailing) { Button("Share") {} }
              ToolbarItem(id: "print", placement: .topBarTrailing, showsByDefault: false) {
                Button("Print") {}
              }
            }
            .toolbarRole(.editor)
            .toolbarTitleMenu { Button("Rename") {} }
        }
      })
    #expect(screen.contains("\"Share\"") && !screen.contains("\"Print\""), "\(screen)")
  }

  @Test func behaviourModifiersLeaveThePixelsAlone() throws {
    @FocusState var focused: Bool
    let plain = try dump(Button("Save") {}.padding())
    let modified = try dump(
      Button("Save") {}
        .keyboardShortcut("s", modifiers: [.command, .shift])
        .keyboardShortcut(.defaultAction)
        .keyboardShortcut(KeyboardShortcut(.return, modifiers: []))
        .defaultFocus($focused, true)
        .menuOrder(.fixed)
        .presentationContentInteraction(.scrolls)
        .padding())
    #expect(plain == modified)
    #expect(KeyboardShortcut.cancelAction.key == .escape && EventModifiers.all.contains(.option))
  }

  @Test func searchTheEnvironmentAndPromptsFromStrings() throws {
    #expect(EnvironmentValues().isSearching == false)
    EnvironmentValues().dismissSearch()
    let screen = try dump(
      DeviceScreen(.iPhone16) {
        NavigationStack {
          List { Text("Pasta") }
            .navigationTitle("Recipes")
            .searchable(text: .constant(""), isPresented: .constant(false), prompt: "Find a recipe")
        }
      })
    #expect(screen.contains("\"Find a recipe\""), "\(screen)")
  }

  struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content
        .scaleEffect(phase.isIdentity ? 1 : 0.5)
        .opacity(phase.isIdentity ? 1 : 0)
    }
  }

  struct Fixed: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.opacity(0.5)
    }
    static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
  }

  @Test func customTransitionsDrawTheirIdentityPhase() throws {
    let plain = try dump(Color.red.frame(width: 10, height: 10))
    #expect(try dump(Color.red.frame(width: 10, height: 10).transition(Twirl())) == plain)
    let half = try dump(Color.red.frame(width: 10, height: 10).transition(Fixed()))
    #expect(half != plain)
    #expect(!Fixed.properties.hasMotion && Twirl.properties.hasMotion)
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1)
    _ = AnyTransition(Twirl())
  }

  @Test func animationBodiesAndCompletionsShowTheEndState() throws {
    let plain = try dump(Text("Hi").foregroundStyle(.red))
    #expect(try dump(Text("Hi").animation(.spring) { $0.foregroundStyle(.red) }) == plain)
    var finished = false
    let result = withAnimation(.easeInOut, completionCriteria: .removed) {
      42
    } completion: {
      finished = true
    }
    #expect(result == 42 && finished)
  }

  @Test func aGridRowAlignsItsCellsOnItsOwn() throws {
    func grid(_ rowAlignment: VerticalAlignment?) -> some View {
      Grid(alignment: .center) {
        GridRow(alignment: rowAlignment) {
          Color.red.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 40)
        }
      }
    }
    let top = try dump(grid(.top))
    let center = try dump(grid(nil))
    let bottom = try dump(grid(.bottom))
    #expect(top.contains("fill (0, 0, 10, 10) #FF383CFF"), "\(top)")
    #expect(center.contains("fill (0, 15, 10, 10) #FF383CFF"), "\(center)")
    #expect(bottom.contains("fill (0, 30, 10, 10) #FF383CFF"), "\(bottom)")
  }

  @Test func renameButtonsRunTheRenameAction() throws {
    let screen = try dump(RenameButton().padding())
    #expect(screen.contains("\"Rename\"") && screen.contains("\"pencil\""), "\(screen)")
    final class Counter: @unchecked Sendable { var count = 0 }
    let counter = Counter()
    let host = ViewHost(RenameButton().renameAction { counter.count += 1 }.frame(width: 200, height: 60))
    try host.tap("Rename")
    #expect(counter.count == 1)
  }

  @Test func shareLinksTakeAPreview() throws {
    let plain = try dump(ShareLink(item: "Notes"))
    let previewed = try dump(ShareLink(item: "Notes", subject: Text("Notes"), preview: SharePreview("Notes")))
    #expect(plain == previewed && plain.contains("\"Share\""))
    _ = SharePreview("Photo", image: Image(systemName: "photo"))
    _ = SharePreview(Text("Photo"), icon: Image(systemName: "photo"))
  }
}
