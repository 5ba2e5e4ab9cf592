import Foundation
import TesseraUI
import Testing

/// A view model as apps write them since Swift 6: isolated to the main actor.
@MainActor private final class Library: ObservableObject {
  static let shared = Library()
  @Published var books = ["Dune", "Emma"]
  var borrowed = 0
  func borrow() { borrowed += 1 }
}

/// A view as an app writes it in Swift 6 mode: `View` is `@MainActor`, so the view's static
/// state, its `@StateObject` initializer, the main-actor model read in helpers and in closures
/// handed to `map` and `ForEach` (which Swift checks at run time) all compile and run.
private struct Shelf: View {
  static var renders = 0
  @StateObject private var library = Library()
  var heading: String { "Books: \(library.books.count)" }

  var body: some View {
    Shelf.renders += 1
    return VStack {
      Text(heading)
      ForEach(library.books, id: \.self) { title in Text(title.uppercased()) }
      library.books.first.map { Text("First: \($0)") }
      Text(MainActor.assumeIsolated { "Isolated" })
      Button("Borrow") {
        Library.shared.borrow()
        library.books.append("Odes")
      }
    }
  }
}

/// A style whose helper is main-actor isolated, as a custom style in an app is.
private struct InsetFramed: ButtonStyle {
  @MainActor var inset: CGFloat { CGFloat(Library.shared.books.count) * 4 }
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(inset).border(Color.red)
  }
}

/// A modifier whose body reads the main-actor model.
private struct CountBadge: ViewModifier {
  func body(content: Content) -> some View {
    content.overlay(alignment: .topTrailing) { Text("\(Library.shared.books.count)") }
  }
}

@Suite struct MainActorViewTests {
  /// The texts a render shows, from its accessibility records.
  func texts(_ view: some View) throws -> String {
    try ImageRenderer(content: view).displayList().dump
  }

  /// From a test that is not on the main actor: the render runs the body as the main actor
  /// (the closures handed to `map` and `ForEach` check it at run time).
  @Test func aMainActorViewRendersFromAnyThread() async throws {
    let shelf = await Shelf()
    let dump = try texts(shelf)
    #expect(dump.contains("Books: 2"))
    #expect(dump.contains("DUNE") && dump.contains("EMMA"))
    #expect(dump.contains("First: Dune"))
    #expect(dump.contains("Isolated"))
    let badged = try texts(Text("x").modifier(CountBadge()))
    #expect(badged.contains("\"2\""))
  }

  /// From the main actor, with a custom style and a modifier whose code is main-actor isolated.
  @Test @MainActor func stylesAndModifiersRunAsTheMainActor() throws {
    let dump = try texts(
      VStack {
        Button("Go") {}.buttonStyle(InsetFramed())
        Text("Tagged").modifier(CountBadge())
      })
    #expect(dump.contains("Go") && dump.contains("Tagged"))
    let framed = try ImageRenderer(content: Button("Go") {}.buttonStyle(InsetFramed())).displayList()
    let plain = try ImageRenderer(content: Button("Go") {}.buttonStyle(.plain)).displayList()
    #expect(framed.size.width == plain.size.width + 16, "the main-actor helper's inset, 2 x 8")
  }

  /// A tap runs the button's main-actor action, also from a test off the main actor.
  @Test func aTapRunsTheActionAsTheMainActor() async throws {
    let before = await Library.shared.borrowed
    let host = ViewHost(await Shelf())
    try host.tap("Borrow")
    let after = try host.render().displayList.dump
    #expect(await Library.shared.borrowed == before + 1)
    #expect(after.contains("Books: 3") && after.contains("ODES"), "the model the action changed")
  }

  /// Work given to the main actor's executor on a render thread runs there, synchronously.
  @Test func bodiesRunOnTheRenderThreadAsTheMainActor() throws {
    struct Probe: View {
      var body: some View {
        Text(MainActor.assumeIsolated { Thread.isMainThread ? "main thread" : "render thread" })
      }
    }
    let dump = try texts(Probe())
    #expect(dump.contains("render thread"))
  }
}
