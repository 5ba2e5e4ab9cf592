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

/// The platform's default list look (inset-grouped on iPhone).
nonisolated public struct DefaultListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { nil }
}

/// Rows edge to edge on the system background, separators between them.
nonisolated public struct PlainListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .plain }
}

/// Sections as groups edge to edge on the grouped background.
nonisolated public struct GroupedListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .grouped }
}

/// Sections as rounded groups inset from the edges on the grouped background.
nonisolated public struct InsetGroupedListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .insetGrouped }
}

/// Plain rows inset from the edges.
nonisolated public struct InsetListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .inset }
}

/// A sidebar's list (iPadOS's sidebar in a split view's sidebar column on an iPad, inset-grouped
/// elsewhere).
nonisolated public struct SidebarListStyle: KnownListStyle {
  /// Creates the style.
  public init() {}
  var kind: ListStyleKind? { .sidebar }
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
