/// Content a lazy container can look into.
protocol RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece]
}

/// Content that is several rows of a list (a disclosure group: its label row, then its content
/// rows): a `ForEach` of it gives each element's rows, as a `ForEach` of sections does.
protocol MultiRowSource: RowSource {}

/// The pieces of any view.
func rowPieces<V: View>(_ view: V, _ context: ResolveContext) -> [RowPiece] {
  if let source = view as? any RowSource { return source.rowPieces(context) }
  return [.nodes(resolve(view, context))]
}

nonisolated extension TupleView: RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] {
    var pieces: [RowPiece] = []
    var position: UInt64 = 0
    for view in repeat each value {
      pieces += TesseraUI.rowPieces(view, context.child(position))
      position += 1
    }
    return pieces
  }
}

extension Group: RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] { TesseraUI.rowPieces(content, context) }
}

nonisolated extension ConditionalContent: RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] {
    switch storage {
    case .first(let v): return TesseraUI.rowPieces(v, context.child(1))
    case .second(let v): return TesseraUI.rowPieces(v, context.child(2))
    }
  }
}

nonisolated extension Optional: RowSource where Wrapped: View {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] {
    switch self {
    case .some(let v): return TesseraUI.rowPieces(v, context.child(3))
    case .none: return []
    }
  }
}

extension ForEach: RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] {
    let data = self.data
    let id = self.id
    let content = self.content
    let start = data.startIndex
    // A ForEach of sections (`ForEach(groups) { Section { … } }`) or of disclosure groups is
    // expanded: each element's pieces are its sections (or rows). The first element tells which
    // kind of ForEach this is.
    // A plain first element's nodes are its row: they are kept, not resolved a second time.
    var firstNodes: [LayoutNode]?
    if let first = data.first {
      let view = content(first)
      let probe = TesseraUI.rowPieces(view, context.child(id: first[keyPath: id]))
      if view is any MultiRowSource
        || probe.contains(where: { if case .section = $0 { return true } else { return false } })
      {
        var pieces = probe
        for element in data.dropFirst() {
          pieces += TesseraUI.rowPieces(content(element), context.child(id: element[keyPath: id]))
        }
        return pieces
      }
      // (A view that is no RowSource is resolved whole by `rowPieces`, as the run resolves it.)
      if !(view is any RowSource), probe.count == 1, case .nodes(let nodes) = probe[0] {
        firstNodes = nodes
      }
    }
    let run = LazyRun(count: data.count) { offset in
      let element = data[data.index(start, offsetBy: offset)]
      let key = element[keyPath: id]
      let c = context.child(id: key)
      let (rowContext, selected) = SidebarSelection.context(c, value: AnyHashable(key))
      if selected {
        return SidebarSelection.mark(markingScrollTarget(resolve(content(element), rowContext), id: key, c))
      }
      if offset == 0, let firstNodes { return markingScrollTarget(firstNodes, id: key, c) }
      return markingScrollTarget(resolve(content(element), c), id: key, c)
    }
    return [.lazy(run)]
  }
}

nonisolated extension ModifiedContent: RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] {
    let content = self.content
    // Only modifiers whose effect is known per element are looked through.
    switch modifier {
    case let m as EnvironmentModifier:
      var env = context.environment
      m.transform(&env)
      return TesseraUI.rowPieces(content, context.with(env))
    case let m as BehaviorModifier:
      m.onResolve?(context)
      return TesseraUI.rowPieces(content, context)
    case let m as WrappingModifier:
      return TesseraUI.rowPieces(content, context).map { $0.mapNodes { m.wrap($0, context) } }
    default:
      return [.nodes(resolve(self, context))]
    }
  }
}

extension RowPiece {
  /// The piece with `transform` applied to each of its rows' nodes (sections keep their header).
  func mapNodes(_ transform: @escaping (LayoutNode) -> LayoutNode) -> RowPiece {
    switch self {
    case .nodes(let nodes): return .nodes(nodes.map(transform))
    case .lazy(let run): return .lazy(LazyRun(count: run.count) { run.resolve($0).map(transform) })
    case .section(var s):
      s.content = s.content.map { $0.mapNodes(transform) }
      return .section(s)
    }
  }
}
