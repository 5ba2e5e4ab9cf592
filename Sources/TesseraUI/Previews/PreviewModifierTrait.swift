import Foundation
import TesseraSync

/// One `.modifier(_:)` trait: its modifier, applied with its shared context.
public struct PreviewModifierTrait: Hashable, Sendable {
  /// Tells two traits apart (each made by `.modifier(_:)` is distinct).
  let id: Int
  /// The modifier's type name, for messages.
  let typeName: String
  /// Applies the modifier around a preview's content.
  let apply: @MainActor @Sendable (PreviewModifierContent) -> PreviewModifierContent

  /// Compares identities.
  public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  private static let counter = Locked(0)

  init<M: PreviewModifier>(_ modifier: M) {
    id = Self.counter.withLock { n in
      n += 1
      return n
    }
    typeName = String(describing: M.self)
    let box = UncheckedBox(modifier)
    apply = { content in
      do {
        let context = try SharedPreviewContexts.context(of: M.self)
        return PreviewModifierContent(box.value.body(content: content, context: context))
      } catch {
        return PreviewModifierContent(
          Text("\(String(describing: M.self)).makeSharedContext() failed: \(String(describing: error))")
            .foregroundStyle(.red)
            .padding())
      }
    }
  }
}
