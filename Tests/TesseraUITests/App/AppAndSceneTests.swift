import Testing

@testable import TesseraUI

private struct NotesApp: App {
  var body: some Scene {
    WindowGroup("Notes") {
      Text("First window").padding()
    }
    .environment(\.colorScheme, .dark)
    TesseraUI.Settings {
      Text("Settings")
    }
  }
}

private struct EmptyApp: App {
  var body: some Scene {
    TesseraUI.Settings { Text("only settings") }
  }
}

/// `App` and `Scene` as SwiftUI declares them: an app's scenes give their root views, with the
/// environment their modifiers set, and its first window is what its preview draws.
@Suite struct AppAndSceneTests {
  /// Each `App` is found at run time like a `#Preview`: its first window, on a device, with the
  /// environment its scene modifiers set.
  @Test @MainActor func anAppsFirstWindowIsAPreview() throws {
    let apps = Previews.all(in: "TesseraUITests").filter { $0.file == "App" }
    #expect(apps.map(\.id).contains("TesseraUITests/App/NotesApp"), "\(apps.map(\.id))")
    let notes = try #require(apps.first { $0.name == "NotesApp" })
    let window = try notes.renderer().render().displayList.dump
    #expect(window.contains("First window"), "\(window)")
    #expect(!window.contains("Settings"))
    // The scene's .environment(\.colorScheme, .dark): white text.
    #expect(window.contains("#FFFFFFFF"))
    let empty = try #require(apps.first { $0.name == "EmptyApp" })
    #expect(try empty.renderer().render().displayList.dump.contains("only settings"))
  }

  @Test func olderNamesOfNewerSettings() throws {
    var env = EnvironmentValues()
    env.sizeCategory = .accessibilityExtraLarge
    #expect(env.dynamicTypeSize == .accessibility3)
    #expect(env.sizeCategory.isAccessibilityCategory)
    for (category, size) in zip(ContentSizeCategory.allCases, DynamicTypeSize.allCases) {
      #expect(DynamicTypeSize(category) == size)
      #expect(ContentSizeCategory(size) == category)
    }
    #expect(!env.presentationMode.wrappedValue.isPresented)
    #expect(Animation.interpolatingSpring(stiffness: 170, damping: 15) != .default)
  }

  @Test func glassIsDrawnAsAMaterialInItsShape() throws {
    let plain = try ImageRenderer(content: Text("Go").padding()).render().displayList.dump
    let glass = try ImageRenderer(content: Text("Go").padding().glassEffect()).render().displayList.dump
    let none = try ImageRenderer(content: Text("Go").padding().glassEffect(.identity)).render().displayList
      .dump
    #expect(glass != plain)
    #expect(none == plain)
    let tinted = try ImageRenderer(
      content: Text("Go").padding().glassEffect(
        .regular.tint(.orange).interactive(), in: .rect(cornerRadius: 8))
    ).render().displayList.dump
    #expect(tinted != glass)
  }
}

private struct EditMenuCommands: Commands {
  var body: some Commands {
    CommandGroup(after: .pasteboard) {
      Button("Delete Selection") {}
    }
    CommandMenu("Format") { Text("Bold") }
  }
}

/// A scene with its own `Commands` type compiles and draws as it would without it.
@Suite struct CommandsTests {
  @Test @MainActor func anAppsOwnCommandsAreKeptAndNotDrawn() throws {
    let scene = WindowGroup { Text("Body") }.commands { EditMenuCommands() }
    let views = scene.sceneRootViews
    #expect(views.count == 1)
    let dump = try ImageRenderer(content: views[0]).render().displayList.dump
    #expect(dump.contains("Body") && !dump.contains("Delete Selection"))
  }
}
