import Foundation
import Observation
import TesseraUI
import Testing

/// Hands a binding or a value out of a body to the test.
final class Capture<T>: @unchecked Sendable {
  var value: T?
}

/// A bar as wide as its state.
struct Counter: View {
  @State var count = 1
  let capture: Capture<Binding<Int>>
  var body: some View {
    capture.value = $count
    return Color.red.frame(width: Double(count), height: 1)
  }
}

/// Renders `view` with `graph` and returns the width of the result.
func width<V: View>(_ view: V, _ graph: ViewGraph, warnings: Capture<[String]>? = nil) throws -> Double {
  let renderer = ImageRenderer(content: view)
  renderer.graph = graph
  let output = try renderer.render()
  warnings?.value = output.warnings
  return output.displayList.size.width
}

@Observable final class LoginModel {
  var email = ""
  var attempts = 0
}

/// Reads an observable model from the environment and makes a binding to it.
struct ModelReader: View {
  @Environment(LoginModel.self) private var model
  let capture: Capture<Binding<String>>
  var body: some View {
    @Bindable var model = model
    capture.value = $model.email
    return Color.red.frame(width: Double(model.email.count + 1), height: 1)
  }
}

final class Settings: ObservableObject {
  @Published var size = 3
  nonisolated(unsafe) static var made = 0
  init() { Settings.made += 1 }
}

struct SettingsOwner: View {
  @StateObject private var settings = Settings()
  let capture: Capture<Binding<Int>>
  var body: some View {
    capture.value = $settings.size
    return SettingsReader().environmentObject(settings)
  }
}

struct SettingsReader: View {
  @EnvironmentObject var settings: Settings
  var body: some View { Color.red.frame(width: Double(settings.size), height: 1) }
}

struct AccentStyle: Equatable, Sendable {
  var width: Double
}

extension EnvironmentValues {
  @Entry var accentStyle: AccentStyle = AccentStyle(width: 7)
  @Entry var optionalNote: String?
}

struct EntryReader: View {
  @Environment(\.accentStyle) var style
  @Environment(\.optionalNote) var note
  var body: some View { Color.red.frame(width: style.width + Double(note?.count ?? 0), height: 1) }
}

@Suite struct StateTests {
  @Test @MainActor func stateKeepsItsValueAcrossRendersOfOneGraph() throws {
    let graph = ViewGraph()
    let capture = Capture<Binding<Int>>()
    #expect(try width(Counter(capture: capture), graph) == 1)
    capture.value?.wrappedValue = 5
    #expect(graph.changeCount == 1)
    #expect(try width(Counter(capture: capture), graph) == 5)
    // A new view value in the same place keeps the state, not its initial value.
    #expect(try width(Counter(count: 9, capture: capture), graph) == 5)
    // A fresh graph starts from the initial value.
    #expect(try width(Counter(capture: capture), ViewGraph()) == 1)
  }

  @Test @MainActor func stateFollowsStructuralIdentity() throws {
    let graph = ViewGraph()
    let a = Capture<Binding<Int>>()
    let b = Capture<Binding<Int>>()
    func tree(_ order: [Int]) -> some View {
      HStack(spacing: 0) {
        ForEach(order, id: \.self) { i in Counter(capture: i == 1 ? a : b) }
      }
    }
    #expect(try width(tree([1, 2]), graph) == 2)
    a.value?.wrappedValue = 10
    b.value?.wrappedValue = 20
    #expect(try width(tree([1, 2]), graph) == 30)
    // Reordered: each element keeps its own state.
    #expect(try width(tree([2, 1]), graph) == 30)
    // Removed, then back: its state is gone (as in SwiftUI).
    #expect(try width(tree([2]), graph) == 20)
    #expect(try width(tree([2, 1]), graph) == 21)
  }

  @Test @MainActor func aBranchSwitchStartsTheOtherBranchFresh() throws {
    let graph = ViewGraph()
    let capture = Capture<Binding<Int>>()
    func tree(_ first: Bool) -> some View {
      Group {
        if first { Counter(capture: capture) } else { Counter(capture: capture) }
      }
    }
    _ = try width(tree(true), graph)
    capture.value?.wrappedValue = 4
    #expect(try width(tree(true), graph) == 4)
    #expect(try width(tree(false), graph) == 1)
  }

  @Test @MainActor func anExplicitIdThatChangesStartsFreshState() throws {
    let graph = ViewGraph()
    let capture = Capture<Binding<Int>>()
    _ = try width(Counter(capture: capture).id("a"), graph)
    capture.value?.wrappedValue = 4
    #expect(try width(Counter(capture: capture).id("a"), graph) == 4)
    #expect(try width(Counter(capture: capture).id("b"), graph) == 1)
  }

  @Test func bindingsProjectIntoPropertiesAndElements() {
    var storage = (name: "a", items: [1, 2, 3])
    let whole = Binding(get: { storage.items }, set: { storage.items = $0 })
    let second = whole[1]
    second.wrappedValue = 20
    #expect(storage.items == [1, 20, 3])
    #expect(Array(whole.map(\.wrappedValue)) == [1, 20, 3])
    storage.items = [1]
    second.wrappedValue = 7  // the element is gone: dropped, with a warning
    #expect(storage.items == [1])
    #expect(Binding.constant(3).wrappedValue == 3)
    let optional: Binding<Int?> = Binding(Binding.constant(2))
    #expect(optional.wrappedValue == 2)
    #expect(Binding(Binding<Int?>.constant(nil)) == nil)
    _ = storage.name
  }

  @Test @MainActor func observableModelsFromTheEnvironment() throws {
    let model = LoginModel()
    let capture = Capture<Binding<String>>()
    let graph = ViewGraph()
    #expect(try width(ModelReader(capture: capture).environment(model), graph) == 1)
    capture.value?.wrappedValue = "abc"
    #expect(model.email == "abc")
    #expect(try width(ModelReader(capture: capture).environment(model), graph) == 4)
    // Missing: the render fails with an error naming the type, and nothing traps.
    #expect {
      try width(ModelReader(capture: capture), graph)
    } throws: { error in
      "\(error)".contains("no LoginModel in the environment")
    }
  }

  @Test @MainActor func stateObjectsAreMadeOncePerIdentity() throws {
    let graph = ViewGraph()
    let capture = Capture<Binding<Int>>()
    Settings.made = 0
    #expect(try width(SettingsOwner(capture: capture), graph) == 3)
    capture.value?.wrappedValue = 8
    #expect(try width(SettingsOwner(capture: capture), graph) == 8)
    #expect(Settings.made == 1)
    #expect {
      try width(SettingsReader(), graph)
    } throws: { error in
      "\(error)".contains("no Settings in the environment")
    }
  }

  @Test @MainActor func entryMacroDeclaresEnvironmentValues() throws {
    #expect(try width(EntryReader(), ViewGraph()) == 7)
    #expect(
      try width(
        EntryReader().environment(\.accentStyle, AccentStyle(width: 2)).environment(\.optionalNote, "abc"),
        ViewGraph()) == 5)
  }

  @Test func stateUsedOutsideABodyWarnsOnTheConsoleNotInALaterRender() throws {
    // Read outside any render, the warning goes to standard error at once: a render that later
    // runs on this thread (another test's, in a parallel run) does not inherit it.
    let outside = State(wrappedValue: 3)
    #expect(outside.wrappedValue == 3)
    let warnings = Capture<[String]>()
    _ = try width(Color.red.frame(width: 1, height: 1), ViewGraph(), warnings: warnings)
    #expect(
      warnings.value?.contains { $0.contains("outside a view's body") } == false, "\(warnings.value ?? [])")
  }

  @Test @MainActor func focusAndSceneStorageAndNamespaceKeepTheirValues() throws {
    struct Form: View {
      enum Field: Hashable { case email, password }
      @FocusState var field: Field?
      @SceneStorage("tab") var tab = 2
      @Namespace var space
      let capture: Capture<(Field?, Int, Namespace.ID)>
      var body: some View {
        capture.value = (field, tab, space)
        return Color.red.frame(width: Double(tab), height: 1)
      }
    }
    let graph = ViewGraph()
    let capture = Capture<(Form.Field?, Int, Namespace.ID)>()
    #expect(try width(Form(capture: capture), graph) == 2)
    let first = capture.value
    _ = try width(Form(capture: capture), graph)
    #expect(capture.value?.0 == nil)
    #expect(capture.value?.2 == first?.2)
  }
}

/// Sets its state when it appears.
struct Appearing: View {
  @State var n = 1
  @State var tasks = 0
  var body: some View {
    Color.red.frame(width: Double(n + tasks), height: 1)
      .onAppear { n += 5 }
      .task { tasks += 100 }
      .onTapGesture { n = 0 }
      .accessibilityLabel("bar")
  }
}

struct EnabledReader: View {
  @Environment(\.isEnabled) var isEnabled
  var body: some View { Color.red.frame(width: isEnabled ? 2 : 1, height: 1) }
}

@Suite struct BehaviorTests {
  @Test @MainActor func onAppearRunsOnceBeforeTheStillAndTaskNever() throws {
    let graph = ViewGraph()
    #expect(try width(Appearing(), graph) == 6)
    // Appeared already in this graph: not run again.
    #expect(try width(Appearing(), graph) == 6)
  }

  @Test @MainActor func closuresRunAfterTheBodyReadTheEnvironmentTheViewHad() throws {
    struct Greeter: View {
      @Environment(LoginModel.self) private var model
      @Environment(\.accentStyle) private var style
      var body: some View {
        Color.red.frame(width: Double(model.attempts) + style.width, height: 1)
          .onAppear { model.attempts += Int(style.width) }
      }
    }
    let model = LoginModel()
    #expect(try width(Greeter().environment(model), ViewGraph()) == 14)
    #expect(model.attempts == 7)
  }

  @Test @MainActor func disabledTurnsIsEnabledOffForTheSubtree() throws {
    #expect(try width(EnabledReader(), ViewGraph()) == 2)
    #expect(try width(EnabledReader().disabled(true), ViewGraph()) == 1)
    #expect(try width(EnabledReader().disabled(false), ViewGraph()) == 2)
    #expect(try width(VStack { EnabledReader().disabled(false) }.disabled(true), ViewGraph()) == 1)
  }

  @Test func accessibilityModifiersAreRecordedOnTheDisplayList() throws {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 4)
        .accessibilityLabel("Close")
        .accessibilityHint(Text("Dismisses the banner"))
        .accessibilityAddTraits([.isButton, .isHeader])
        .accessibilityIdentifier("close")
        .accessibilitySortPriority(2)
      Color.blue.frame(width: 6, height: 4).accessibilityHidden(true)
    }
    let dump = try ImageRenderer(content: view).displayList().dump
    #expect(
      dump.contains(
        "accessibility (0, 0, 10, 4) label \"Close\" hint \"Dismisses the banner\" id \"close\" +[isButton,isHeader] priority 2"
      ), "\(dump)")
    #expect(dump.contains("accessibility (10, 0, 6, 4) hidden"), "\(dump)")
  }

  @Test @MainActor func dismissDoesNothingOutsideAPresentationAndDuplicateIdsWarn() throws {
    struct Closer: View {
      @Environment(\.dismiss) private var dismiss
      @Environment(\.isPresented) private var isPresented
      var body: some View {
        dismiss()
        return Color.red.frame(width: isPresented ? 2 : 1, height: 1)
      }
    }
    #expect(try width(Closer(), ViewGraph()) == 1)
    let warnings = Capture<[String]>()
    _ = try width(
      HStack { ForEach([1, 2, 1], id: \.self) { _ in Color.red.frame(width: 1, height: 1) } }, ViewGraph(),
      warnings: warnings)
    #expect(
      warnings.value?.contains { $0.contains("the ID 1 occurs multiple times within the collection") } == true
    )
  }

  @Test func offsetsHelpersMoveAndRemove() {
    var a = [1, 2, 3, 4]
    a.remove(atOffsets: IndexSet([0, 2]))
    #expect(a == [2, 4])
    var b = [1, 2, 3, 4]
    b.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(b == [2, 3, 1, 4])
  }
}

struct Sounds: View {
  enum Mode: String { case quiet, loud }
  @AppStorage("volume") var volume = 3
  @AppStorage("mode") var mode = Mode.quiet
  @AppStorage("nickname") var nickname: String?
  var body: some View {
    Color.red.frame(
      width: Double(volume) + (mode == .loud ? 10 : 0) + Double(nickname?.count ?? 0), height: 1)
  }
}

@Suite struct AppStorageTests {
  @Test @MainActor func defaultsUnlessAStoreIsGiven() throws {
    #expect(try width(Sounds(), ViewGraph()) == 3)
    let suite = "tessera-test-\(UUID().uuidString)"
    let store = try #require(UserDefaults(suiteName: suite))
    defer { store.removePersistentDomain(forName: suite) }
    store.set(7, forKey: "volume")
    store.set("loud", forKey: "mode")
    store.set("ab", forKey: "nickname")
    #expect(try width(Sounds().defaultAppStorage(store), ViewGraph()) == 19)
  }
}
