/// Columns of navigation, as SwiftUI's `NavigationSplitView`: on iPhone sizes a still shows the
/// detail column in a navigation stack (columns on iPad sizes are not drawn yet).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  /// Two columns: a sidebar and a detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
  where Content == EmptyView {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
  }

  /// Three columns: a sidebar, a content column and a detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Two columns whose visibility is bound (kept).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// Three columns whose visibility is bound (kept).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension NavigationSplitView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    resolveNavigation(root: detail, path: [], context)
  }
}
