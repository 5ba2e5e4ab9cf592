/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack`.
///
/// A still shows the top of the stack: the root, or the destination of the path's last value
/// (from `.navigationDestination(for:)`), or a destination presented by a binding. The bar is
/// drawn as iOS 17 draws it at rest: transparent, the title large (34-point bold, leading, in a
/// 52-point band under the 44-point bar) or inline (17-point semibold, centered), toolbar items
/// in the tint color, a back button titled with the previous screen's title ("Back" when it has
/// none or it is long), and the search field of `.searchable` under the title. Lists and scroll
/// views run under the bar; other content starts below it.
nonisolated public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: () -> [AnyHashable]

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension NavigationStack where Data == NavigationPath {
  /// A stack showing its root.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = { [] }
  }

  /// A stack whose pushed values are in a `NavigationPath`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = { path.wrappedValue.elements }
  }
}

nonisolated extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose pushed values are in a collection (`NavigationStack(path: $routes)`).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = { path.wrappedValue.map { AnyHashable($0) } }
  }
}

nonisolated extension NavigationStack: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    resolveNavigation(root: root, path: path(), context)
  }
}

/// Resolves a navigation stack: every screen of the path (for titles and destinations), the top
/// one laid out under its bar.
func resolveNavigation<Root: View>(root: Root, path: [AnyHashable], _ context: ResolveContext) -> [LayoutNode]
{
  var env = context.environment
  env.isListRow = false
  env.activeListKind = nil
  env.stackAxis = nil
  // The screens' safe area is below the bar: backgrounds and `ignoresSafeArea` reach under it.
  let geometry = ScreenGeometry()
  env.screenGeometry = geometry
  var scopes: [NavigationScope] = []
  func screen<V: View>(_ view: V, _ ctx: ResolveContext) -> [LayoutNode] {
    let scope = NavigationScope()
    var e = env
    e.navigationScope = scope
    let nodes = resolve(view, ctx.with(e))
    scopes.append(scope)
    return nodes
  }
  var nodes = screen(root, context.child(0))
  var destinations = scopes[0].destinations
  for (k, value) in path.enumerated() {
    let type = type(of: value.base)
    guard let make = destinations[ObjectIdentifier(type)], let view = make(value) else {
      context.diagnostics.warn(
        "NavigationStack: no navigationDestination(for: \(type).self) for the path's value \(value.base); the still shows the screen below it"
      )
      break
    }
    nodes = screen(view, context.child(id: k))
    for (key, d) in scopes[scopes.count - 1].destinations { destinations[key] = d }
  }
  // Destinations presented by bindings are pushed on top (at most a few levels).
  var guardCount = 0
  while let presented = scopes.last?.presented.first, guardCount < 8 {
    guardCount += 1
    nodes = screen(presented, context.child(0x9000 + UInt64(guardCount)))
  }
  let top = scopes[scopes.count - 1]
  // Display mode: automatic inherits the previous screen's (large at the root).
  var large = true
  for s in scopes {
    switch s.displayMode ?? .automatic {
    case .inline: large = false
    case .large: large = true
    case .automatic: break
    }
  }
  let previousTitle = scopes.count > 1 ? (scopes[scopes.count - 2].titleString ?? "") : nil
  let content =
    nodes.count == 1
    ? nodes[0] : ZStackNode(alignment: .center, children: nodes, environment: context.environment)
  return [
    NavigationStackNode.make(
      content: content, scope: top, large: large, previousTitle: previousTitle, geometry: geometry,
      context.child(0xBA2))
  ]
}
