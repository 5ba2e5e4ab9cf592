/// A piece of user interface, as in SwiftUI: a value whose `body` is made of other views.
///
/// Write views as structs with a `body`; Tessera resolves them against an environment, lays them
/// out with SwiftUI's rules (the parent proposes a size, the child chooses, the parent places)
/// and draws them into a display list.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder var body: Body { get }
}

nonisolated extension PrimitiveBody: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}
