/// Columns of navigation, as SwiftUI's `NavigationSplitView`. In a compact width (an iPhone) the
/// columns collapse into one navigation stack whose root is the sidebar, as iOS shows it at launch;
/// in a regular width (an iPad) the still shows the detail column with the sidebar hidden, as iPad
/// portrait does (both columns side by side, iPad landscape, are not drawn yet).
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
    if context.environment.horizontalSizeClass == .regular {
      return resolveNavigation(root: detail, path: [], context)
    }
    return resolveNavigation(root: sidebar, path: [], context)
  }
}
