/// Columns of navigation, as SwiftUI's `NavigationSplitView`. In a compact width (an iPhone) the
/// columns collapse into one navigation stack whose root is the sidebar, as iOS shows it at launch.
/// In a regular width (an iPad), as iPadOS 17 shows them by default: in landscape the sidebar
/// (320 pt, its list in the sidebar style) beside the detail, each with its own bar — for three
/// columns the content column beside the detail, the sidebar hidden; in portrait the detail alone.
/// A `columnVisibility` binding chooses: `.all` every column, `.doubleColumn` the two trailing
/// ones, `.detailOnly` the detail.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail
  var visibility = NavigationSplitViewVisibility.automatic

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
    visibility = columnVisibility.wrappedValue
  }

  /// Three columns whose visibility is bound (kept).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    visibility = columnVisibility.wrappedValue
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension NavigationSplitView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    guard env.horizontalSizeClass == .regular else {
      return resolveNavigation(root: sidebar, path: [], context)
    }
    let threeColumns = Content.self != EmptyView.self
    // The leading columns are narrow: compact, their lists in the sidebar style.
    var columnEnv = env
    columnEnv.horizontalSizeClass = .compact
    var sidebarEnv = columnEnv
    sidebarEnv.listStyleKind = sidebarEnv.listStyleKind ?? .sidebar
    sidebarEnv.isSidebarColumn = true
    var leading: [LayoutNode] = []
    let showsSidebar = threeColumns ? visibility == .all : true
    // iPadOS puts its sidebar button at the leading end of the first column's bar.
    if showsSidebar {
      leading += resolveNavigation(
        root: sidebar.toolbar { SidebarToggle() }, path: [], context.child(1).with(sidebarEnv))
    }
    if threeColumns && visibility != .detailOnly {
      leading += resolveNavigation(
        root: content.toolbar { if !showsSidebar { SidebarToggle() } }, path: [],
        context.child(2).with(columnEnv))
    }
    let detailNodes = resolveNavigation(root: detail, path: [], context.child(3))
    // Alone (portrait, `.detailOnly`), the detail's bar has the sidebar button.
    let aloneNodes = resolveNavigation(root: detail.toolbar { SidebarToggle() }, path: [], context.child(4))
    guard let detailNode = detailNodes.first, detailNodes.count == 1, let aloneNode = aloneNodes.first,
      aloneNodes.count == 1
    else { return detailNodes }
    return [
      SplitColumnsNode(
        leading: leading, detail: detailNode, detailAlone: aloneNode, detailOnly: visibility == .detailOnly,
        environment: env)
    ]
  }
}

/// iPadOS's sidebar button, at the leading end of a split view's first bar (drawn, not acting:
/// a still shows the columns it was given).
nonisolated struct SidebarToggle: ToolbarContent {
  var body: some ToolbarContent {
    ToolbarItem(placement: .topBarLeading) {
      Button {
      } label: {
        Label("Show Sidebar", systemImage: "sidebar.left").imageScale(.large)
      }
    }
  }
}
