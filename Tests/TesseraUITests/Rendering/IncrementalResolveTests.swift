import Foundation
import TesseraDisplayList
import TesseraUI
import Testing

// A re-render after one state change evaluates again only the bodies that read that state (or
// whose inputs it changed); the others are reused from the previous pass. The pictures must be
// the same as a first render of the same state.

private struct Header: View {
  let title: String
  var body: some View { Text(title).font(.headline) }
}

private struct CountLabel: View {
  let count: Int
  var body: some View { Text("Count: \(count)") }
}

private struct FlagRow: View {
  @Binding var isOn: Bool
  var body: some View {
    HStack {
      Text(isOn ? "Flag on" : "Flag off")
      Toggle("Flag", isOn: $isOn)
    }
  }
}

private struct CounterScreen: View {
  @State private var count: Int
  @State private var flag: Bool

  init(count: Int = 0, flag: Bool = false) {
    _count = State(initialValue: count)
    _flag = State(initialValue: flag)
  }

  var body: some View {
    VStack(spacing: 8) {
      Header(title: "Counter")
      CountLabel(count: count)
      FlagRow(isOn: $flag)
      Button("Add") { count += 1 }
    }
    .padding()
  }
}

@Observable
private final class Profile: @unchecked Sendable {
  var name = "Ada"
  var visits = 0
}

private struct NameLabel: View {
  let profile: Profile
  var body: some View { Text("Name: \(profile.name)") }
}

private struct VisitsLabel: View {
  let profile: Profile
  var body: some View { Text("Visits: \(profile.visits)") }
}

private struct ProfileScreen: View {
  @State var profile: Profile

  var body: some View {
    VStack {
      NameLabel(profile: profile)
      VisitsLabel(profile: profile)
      Button("Visit") { profile.visits += 1 }
      Button("Rename") { profile.name = "Grace" }
    }
  }
}

private final class AudioSettings: ObservableObject, @unchecked Sendable {
  @Published var volume = 3
  var note = "quiet"
}

private struct VolumeLabel: View {
  @ObservedObject var settings: AudioSettings
  var body: some View { Text("Volume \(settings.volume), \(settings.note)") }
}

private struct SettingsScreen: View {
  @ObservedObject var settings: AudioSettings
  var body: some View {
    VStack {
      Header(title: "Settings")
      VolumeLabel(settings: settings)
      Button("Louder") { settings.volume += 1 }
      Button("Note") {
        settings.objectWillChange.send()
        settings.note = "loud"
      }
    }
  }
}

private struct ScaledBox: View {
  @ScaledMetric var side: CGFloat = 20
  var body: some View { Color.red.frame(width: side, height: side) }
}

/// The evaluations of this file's views (the built-in controls' own bodies are left out).
private let screenViews: Set<String> = [
  "CounterScreen", "Header", "CountLabel", "FlagRow", "ProfileScreen", "NameLabel", "VisitsLabel",
  "SettingsScreen", "VolumeLabel", "ScaledBox",
]

extension ViewHost {
  fileprivate var evaluated: [String: Int] { lastPass.evaluatedViews.filter { screenViews.contains($0.key) } }
}

/// The display list of a first render of `view` (a graph made for that render alone), without
/// control ids (a host's root is wrapped, so its ids differ).
private func firstRender(_ view: some View) throws -> DisplayList {
  try ImageRenderer(content: view).render().displayList.withoutControlIDs
}

extension DisplayList {
  /// The list with its accessibility records' control ids removed.
  fileprivate var withoutControlIDs: DisplayList {
    var copy = self
    copy.items = items.map { item in
      guard case .accessibility(var record) = item else { return item }
      record.controlID = nil
      return .accessibility(record)
    }
    return copy
  }
}

@Suite("Incremental resolve")
struct IncrementalResolveTests {
  @Test("a first render evaluates every body; one with nothing changed evaluates none")
  @MainActor func firstAndUnchanged() throws {
    let host = ViewHost(CounterScreen())
    try host.render()
    #expect(host.evaluated == ["CounterScreen": 1, "Header": 1, "CountLabel": 1, "FlagRow": 1])
    try host.render()
    #expect(host.evaluated == [:])
    #expect(host.lastPass.reusedBodies >= 4)
  }

  @Test("a change to state read by a body evaluates that body and the children whose inputs changed")
  @MainActor func stateReadInBody() throws {
    let host = ViewHost(CounterScreen())
    try host.render()
    try host.tap("Add")
    let out = try host.render()
    // CounterScreen read `count`; CountLabel's input changed; Header and FlagRow are the same.
    #expect(host.evaluated == ["CounterScreen": 1, "CountLabel": 1])
    #expect(out.displayList.withoutControlIDs == (try firstRender(CounterScreen(count: 1))))
  }

  @Test("a change through a binding evaluates only the view that reads the binding")
  @MainActor func bindingRead() throws {
    let host = ViewHost(CounterScreen())
    try host.render()
    try host.toggle("Flag")
    let out = try host.render()
    // The screen passes `$flag` without reading it: only FlagRow runs again.
    #expect(host.evaluated == ["FlagRow": 1])
    #expect(out.displayList.withoutControlIDs == (try firstRender(CounterScreen(flag: true))))
  }

  @Test("an @Observable property change evaluates only the bodies that read that property")
  @MainActor func observation() throws {
    let profile = Profile()
    let host = ViewHost(ProfileScreen(profile: profile))
    try host.render()
    try host.tap("Visit")
    let out = try host.render()
    #expect(host.evaluated == ["VisitsLabel": 1])
    #expect(out.displayList.withoutControlIDs == (try firstRender(ProfileScreen(profile: profile))))
    try host.tap("Rename")
    let renamed = try host.render()
    #expect(host.evaluated == ["NameLabel": 1])
    #expect(renamed.displayList.withoutControlIDs == (try firstRender(ProfileScreen(profile: profile))))
  }

  @Test("@Published reads and objectWillChange.send() invalidate the observing body")
  @MainActor func observableObject() throws {
    let settings = AudioSettings()
    let host = ViewHost(SettingsScreen(settings: settings))
    try host.render()
    try host.tap("Louder")
    let louder = try host.render()
    #expect(host.evaluated == ["VolumeLabel": 1])
    #expect(louder.displayList.withoutControlIDs == (try firstRender(SettingsScreen(settings: settings))))
    // `note` is not @Published: the manual send() is what makes the label run again.
    try host.tap("Note")
    let noted = try host.render()
    #expect(host.evaluated["VolumeLabel"] == 1)
    #expect(host.evaluated["Header"] == nil)
    #expect(noted.displayList.withoutControlIDs == (try firstRender(SettingsScreen(settings: settings))))
    #expect(noted.displayList.withoutControlIDs != louder.displayList.withoutControlIDs)
  }

  @Test("an environment change reaches the bodies that read it (@ScaledMetric, @Environment)")
  @MainActor func environmentChange() throws {
    let host = ViewHost(ScaledBox())
    let small = try host.render()
    host.environment.dynamicTypeSize = .accessibility3
    let large = try host.render()
    #expect(host.evaluated == ["ScaledBox": 1])
    #expect(large.displayList.size.width > small.displayList.size.width)
  }

  @Test("the picture after several changes is the picture of a first render in the same state")
  @MainActor func samePixelsAsFirstRender() throws {
    let host = ViewHost(CounterScreen())
    try host.render()
    try host.tap("Add")
    try host.toggle("Flag")
    try host.tap("Add")
    let incremental = try host.render()
    #expect(
      incremental.displayList.withoutControlIDs == (try firstRender(CounterScreen(count: 2, flag: true))))
    #expect(
      incremental.displayList.withoutControlIDs != (try firstRender(CounterScreen(count: 1, flag: true))))
  }
}
