/// A scrolling list of rows in sections, as SwiftUI's `List`.
///
/// Rows come from the content (any views, `ForEach`, `Section`s); on iPhone the default look is
/// inset-grouped (`.listStyle(_:)` changes it, see ``ListStyle``). The list fills the space
/// offered, draws its background under the navigation bar, and resolves and measures only the
/// rows that show (a `ForEach` of 100,000 elements costs what one screen costs). Asked for its
/// ideal height, it is as tall as all its rows. A still shows the top of the list; the
/// selection shows in an iPad's sidebar (the selected row on a tinted fill, as iPadOS draws a
/// focused sidebar) and nowhere else (as on iPhone outside edit mode).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let forcedKind: ListStyleKind?
  /// The selected values when the list was made with a selection binding.
  let selection: Set<AnyHashable>?

  init(content: Content, forcedKind: ListStyleKind? = nil, selection: Set<AnyHashable>? = nil) {
    self.content = content
    self.forcedKind = forcedKind
    self.selection = selection
  }

  /// The values a single-selection binding holds.
  static func selected(_ binding: Binding<SelectionValue?>?) -> Set<AnyHashable>? {
    binding.map { b in b.wrappedValue.map { [AnyHashable($0)] } ?? [] }
  }

  /// The values a multiple-selection binding holds.
  static func selected(_ binding: Binding<Set<SelectionValue>>?) -> Set<AnyHashable>? {
    binding.map { Set($0.wrappedValue.map { AnyHashable($0) }) }
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension List where SelectionValue == Never {
  /// A list of the given content.
  public init(@ViewBuilder content: () -> Content) { self.init(content: content()) }

  /// A list of rows made from identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent))
  }

  /// A list of rows made from data identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent))
  }

  /// A list of rows over a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: ForEach(data, content: rowContent))
  }

  /// A list of rows made from a binding to identifiable data (`List($items) { $item in … }`).
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init(content: ForEach(data, id: \.id, content: rowContent))
  }

  /// A list of rows made from a binding to data identified by a key path.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<Binding<Data>, ID, RowContent>, Data.Index: Hashable {
    let path: KeyPath<Binding<Data.Element>, Data.Element> = \.wrappedValue
    self.init(content: ForEach(data, id: path.appending(path: id), content: rowContent))
  }
}

extension List {
  /// A list of the given content that supports selecting one row.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: Self.selected(selection))
  }

  /// A list of the given content that supports selecting several rows.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(content: content(), selection: Self.selected(selection))
  }

  /// A list of rows made from identifiable data, selecting one row.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: Self.selected(selection))
  }

  /// A list of rows made from identifiable data, selecting several rows.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: ForEach(data, content: rowContent), selection: Self.selected(selection))
  }

  /// A list of rows made from data identified by a key path, selecting one row.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: Self.selected(selection))
  }

  /// A list of rows made from data identified by a key path, selecting several rows.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: ForEach(data, id: id, content: rowContent), selection: Self.selected(selection))
  }
}

nonisolated extension List: ResolvableView {
  /// Rows resolved while the view graph records state (enough for a tall screen); the others
  /// are resolved when they show.
  static var prefetchedRows: Int { 64 }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    let kind: ListStyleKind
    switch forcedKind ?? env.listStyleKind ?? .insetGrouped {
    case .sidebar: kind = env.isSidebarColumn ? .sidebar : .insetGrouped
    case let k: kind = k
    }
    env.activeListKind = kind
    env.sidebarSelection = kind == .sidebar ? selection : nil
    env.isSidebarRow = kind == .sidebar
    env.scrollExpansion = nil
    env.isListRow = true
    env.stackAxis = nil
    let pieces = rowPieces(content, context.with(env))
    // Consecutive rows outside sections form sections of their own.
    var sections: [ListNode.SectionModel] = []
    var loose: [RowPiece] = []
    func flushLoose() {
      guard !loose.isEmpty else { return }
      sections.append(ListNode.SectionModel(rows: RowStore(pieces: loose, environment: env)))
      loose = []
    }
    for piece in pieces {
      if case .section(let s) = piece {
        flushLoose()
        sections.append(
          ListNode.SectionModel(
            header: Self.column(s.header, env), footer: Self.column(s.footer, env),
            rows: RowStore(pieces: s.content, environment: env)))
      } else {
        loose.append(piece)
      }
    }
    flushLoose()
    var budget = Self.prefetchedRows
    for s in sections { budget -= s.rows.prefetch(budget) }
    return [
      ListNode(
        kind: kind, sections: sections, environment: context.environment,
        backgroundHidden: context.environment.scrollContentBackgroundHidden)
    ]
  }

  /// Several header (or footer) views as one column; nil for none.
  static func column(_ nodes: [LayoutNode], _ env: EnvironmentValues) -> LayoutNode? {
    if nodes.count <= 1 { return nodes.first }
    return StackNode(
      axis: .vertical, horizontal: .leading, vertical: .center, spacing: 4, children: nodes, environment: env)
  }
}
