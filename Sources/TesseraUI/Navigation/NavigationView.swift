/// The deprecated navigation container, as SwiftUI's `NavigationView`: drawn as a
/// ``NavigationStack`` of its content (the first view, on iPhone sizes).
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view of the given content.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension NavigationView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    resolveNavigation(root: content, path: [], context)
  }
}
