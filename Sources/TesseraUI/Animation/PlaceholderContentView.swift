/// The view a modifier's closure is given to stand for the view it modifies, as SwiftUI's
/// `PlaceholderContentView` (`animation(_:body:)`, a `Transition`'s `body(content:phase:)`): it
/// draws that view.
nonisolated public struct PlaceholderContentView<Value>: View {
  let content: AnyView

  init(_ content: AnyView) { self.content = content }

  /// The view it stands for.
  public var body: AnyView { content }
}
