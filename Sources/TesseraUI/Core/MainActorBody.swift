/// Calls what SwiftUI isolates to the main actor — a view's `body`, a modifier's
/// `body(content:)`, a style's `makeBody(configuration:)` — from Tessera's resolver.
///
/// SwiftUI declares `View`, `ViewModifier` and the style protocols `@MainActor @preconcurrency`,
/// so an app's views, their helpers and their `@MainActor` models compile as they do for iOS.
/// Tessera's resolver is nonisolated code; it runs each pass as a job of the main actor's
/// executor (``MainActorJob``), so when it reaches one of these requirements it is on the main
/// actor already, and calls the requirement as the synchronous function it is.
nonisolated enum MainActorBody {
  /// The result of `body` applied to `subject`, called on the resolver's thread.
  static func call<Subject, Result>(
    _ subject: Subject, _ body: @MainActor (Subject) -> Result
  ) -> Result {
    withoutActuallyEscaping(body) { escapable in
      unsafeBitCast(escapable, to: ((Subject) -> Result).self)(subject)
    }
  }

  /// The result of `body` applied to `subject` and `argument`, called on the resolver's thread.
  static func call<Subject, Argument, Result>(
    _ subject: Subject, _ argument: Argument, _ body: @MainActor (Subject, Argument) -> Result
  ) -> Result {
    withoutActuallyEscaping(body) { escapable in
      unsafeBitCast(escapable, to: ((Subject, Argument) -> Result).self)(subject, argument)
    }
  }

  /// An action SwiftUI types `@MainActor` (a button's) as a plain closure for Tessera's nodes, which
  /// run it on the resolver's thread: a render and a test host's taps run as jobs of the main
  /// actor's executor.
  static func action(_ body: @escaping @MainActor () -> Void) -> () -> Void {
    { call(()) { _ in body() } }
  }
}
