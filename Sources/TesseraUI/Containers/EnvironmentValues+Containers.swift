/// Environment values the containers set for what they hold.
extension EnvironmentValues {
  /// The list style set with `.listStyle(_:)`; nil for `.automatic`.
  var listStyleKind: ListStyleKind? {
    get { self[ListStyleKindKey.self] }
    set { self[ListStyleKindKey.self] = newValue }
  }
  /// The look of the list whose content is being resolved (nil outside lists): sections style
  /// their headers and footers for it.
  var activeListKind: ListStyleKind? {
    get { self[ActiveListKindKey.self] }
    set { self[ActiveListKindKey.self] = newValue }
  }
  /// Whether the view is in the sidebar column of a `NavigationSplitView` drawn as columns (an
  /// iPad in landscape): a `.sidebar` list draws iPadOS's sidebar there, inset-grouped elsewhere.
  var isSidebarColumn: Bool {
    get { self[IsSidebarColumnKey.self] }
    set { self[IsSidebarColumnKey.self] = newValue }
  }
  /// The selection of the iPad sidebar list whose rows are being resolved (nil: none shown): a
  /// row whose `ForEach` identifier, `.tag(_:)` or `NavigationLink` value is in it is drawn
  /// selected.
  var sidebarSelection: Set<AnyHashable>? {
    get { self[SidebarSelectionKey.self] }
    set { self[SidebarSelectionKey.self] = newValue }
  }
  /// Whether the view is a row of an iPad's sidebar list: its labels' icons take the list item
  /// tint (the tint, or the accent color) unless a foreground style is set.
  var isSidebarRow: Bool {
    get { self[IsSidebarRowKey.self] }
    set { self[IsSidebarRowKey.self] = newValue }
  }
  /// The tint of list items set with `.listItemTint(_:)` (nil: the view's tint).
  var listItemTint: Color? {
    get { self[ListItemTintKey.self] }
    set { self[ListItemTintKey.self] = newValue }
  }
  /// Whether the view is a row of a `List` or `Form` (navigation links draw a chevron).
  var isListRow: Bool {
    get { self[IsListRowKey.self] }
    set { self[IsListRowKey.self] = newValue }
  }
  /// The spacing between sections set with `.listSectionSpacing(_:)`; nil for the style's.
  var listSectionSpacing: Double? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }
  /// The spacing between rows set with `.listRowSpacing(_:)`; nil for none.
  var listRowSpacing: Double? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
  /// Whether `.scrollContentBackground(.hidden)` hides the list's background.
  var scrollContentBackgroundHidden: Bool {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
  /// Section headers' prominence (`.headerProminence(_:)`).
  var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
  /// Extra margins around scrollable content (`.contentMargins(_:_:for:)`), in points.
  var scrollContentMargins: EdgeInsets {
    get { self[ContentMarginsKey.self] }
    set { self[ContentMarginsKey.self] = newValue }
  }
  /// The edges whose margin `.contentMargins(_:_:for:)` set: a grouped list's own spacing at such
  /// an edge gives way to the margin asked for.
  var scrollContentMarginEdges: Edge.Set {
    get { self[ContentMarginEdgesKey.self] }
    set { self[ContentMarginEdgesKey.self] = newValue }
  }
}

/// The built-in list looks.
enum ListStyleKind: Hashable, Sendable {
  case plain, grouped, insetGrouped, inset, sidebar
}

struct IsSidebarColumnKey: EnvironmentKey { static let defaultValue = false }
struct ListStyleKindKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
struct ActiveListKindKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
struct IsListRowKey: EnvironmentKey { static let defaultValue = false }
struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: Double? = nil }
struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: Double? = nil }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = false }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
struct ContentMarginEdgesKey: EnvironmentKey { static let defaultValue: Edge.Set = [] }

private struct SidebarSelectionKey: EnvironmentKey {
  static var defaultValue: Set<AnyHashable>? { nil }
}

private struct IsSidebarRowKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct ListItemTintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}
