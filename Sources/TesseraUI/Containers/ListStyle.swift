/// How a `List` looks, as SwiftUI's `ListStyle`; set with `.listStyle(_:)`.
///
/// On iPhone, `.automatic` is the inset-grouped look (rounded groups on the grouped background),
/// as iOS 17 draws a `List`; `.plain` rows run edge to edge on the system background; `.grouped`
/// groups run edge to edge on the grouped background; `.sidebar` looks inset-grouped (in the
/// sidebar column of a split view on an iPad, iPadOS's sidebar: rows on the column's background
/// with no cards, separators or chevrons); `.inset` is `.plain` with rows inset from the edges.
public protocol ListStyle {}

/// A list style Tessera draws: the look it selects (nil: the automatic look).
protocol KnownListStyle: ListStyle {
  var kind: ListStyleKind? { get }
}

nonisolated extension ListStyle where Self == DefaultListStyle {
  /// The platform's default look.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
nonisolated extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge on the system background.
  public static var plain: PlainListStyle { PlainListStyle() }
}
nonisolated extension ListStyle where Self == GroupedListStyle {
  /// Groups edge to edge on the grouped background.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
nonisolated extension ListStyle where Self == InsetGroupedListStyle {
  /// Rounded groups inset from the edges.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
nonisolated extension ListStyle where Self == InsetListStyle {
  /// Plain rows inset from the edges.
  public static var inset: InsetListStyle { InsetListStyle() }
}
nonisolated extension ListStyle where Self == SidebarListStyle {
  /// A sidebar's list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

nonisolated extension View {
  /// The look of lists in this view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let kind = (style as? any KnownListStyle)?.kind
    return modifier(EnvironmentModifier { $0.listStyleKind = kind })
  }
}
