import Foundation
import TesseraSync

/// A type that sets up the environment previews appear in, as SwiftUI's `PreviewModifier`
/// (iOS 18): sample data, an environment value, a fixed color scheme or theme, applied to a
/// preview with the `.modifier(_:)` trait.
///
///     struct DarkBrand: PreviewModifier {
///       func body(content: Content, context: Void) -> some View {
///         content.environment(\.colorScheme, .dark)
///       }
///     }
///     #Preview(traits: .modifier(DarkBrand())) { Badge("New") }
///
/// The shared context is made once per modifier type and process, on the main actor, and handed
/// to every preview that applies a modifier of that type. One that suspends (awaits a timer, a
/// file, another actor) is waited for by turning the main run loop, so it is made where the main
/// thread is free — the `tessera` command, `swift package previews`, a test that is not on the
/// main actor; from inside a main-actor job it cannot resume, and after 10 s the preview shows
/// ``PreviewModifierError/timedOut(_:)`` instead of its content. An environment value the modifier sets
/// around the content counts as the preview's own: a modifier that fixes the color scheme makes
/// the preview drawn once, in that scheme.
@MainActor public protocol PreviewModifier {
  /// What ``makeSharedContext()`` makes and ``body(content:context:)`` receives. Default `Void`.
  associatedtype Context = Void
  /// The modified preview.
  associatedtype Body: View
  /// The preview being modified.
  typealias Content = PreviewModifierContent

  /// Makes the context shared by every preview this modifier type applies to; called once.
  /// - Throws: Any error; the previews then show it instead of their content.
  static func makeSharedContext() async throws -> Context

  /// The preview, modified with the shared context.
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  /// No context to make.
  public static func makeSharedContext() async throws {}
}

nonisolated extension PreviewModifierContent: PreviewSettingsReading {
  func readPreviewSettings(_ settings: inout EnvironmentValues) {
    read(&settings)
  }
}

/// The shared contexts made so far, by modifier type.
@MainActor enum SharedPreviewContexts {
  private static var made: [ObjectIdentifier: Result<Any, any Error>] = [:]

  /// The context of `M`, made on first use: `makeSharedContext()` is started on the main actor
  /// and, when it suspends, the main run loop turns until it is done (at most 10 s).
  /// - Throws: The error `makeSharedContext()` threw, or ``PreviewModifierError/timedOut``.
  static func context<M: PreviewModifier>(of type: M.Type) throws -> M.Context {
    let key = ObjectIdentifier(type)
    if made[key] == nil {
      let box = ResultBox()
      Task.immediate { @MainActor in
        do { box.result = .success(try await M.makeSharedContext()) } catch { box.result = .failure(error) }
      }
      let deadline = Date().addingTimeInterval(10)
      while box.result == nil, Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
      }
      made[key] = box.result ?? .failure(PreviewModifierError.timedOut(String(describing: type)))
    }
    guard let context = try made[key]?.get() as? M.Context else {
      throw PreviewModifierError.timedOut(String(describing: type))
    }
    return context
  }

  @MainActor private final class ResultBox {
    var result: Result<Any, any Error>?
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Applies `modifier` (with its shared context) around the preview, as SwiftUI's
  /// `.modifier(_:)` preview trait.
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
    PreviewTrait(kind: .modifier(PreviewModifierTrait(modifier)))
  }
}
