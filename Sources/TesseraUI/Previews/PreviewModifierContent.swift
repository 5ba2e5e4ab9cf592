import Foundation
import TesseraSync

/// The type-erased content of a preview that a ``PreviewModifier`` modifies.
nonisolated public struct PreviewModifierContent: View {
  let content: AnyView
  let read: (inout EnvironmentValues) -> Void

  @MainActor init<V: View>(_ view: V) {
    content = AnyView(view)
    read = { readOuterEnvironment(of: view, into: &$0) }
  }

  /// The preview.
  public var body: some View { content }
}
