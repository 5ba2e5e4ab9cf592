/// macOS's bordered list, `.bordered` (and `.bordered(alternatesRowBackgrounds:)`): rows edge to
/// edge in a border. Tessera draws iOS's lists, so it is drawn as `.plain`; alternating row
/// backgrounds are macOS's and not drawn.
nonisolated public struct BorderedListStyle: KnownListStyle {
  /// Whether rows alternate their background (macOS's; not drawn).
  public let alternatesRowBackgrounds: Bool
  /// Creates the style.
  public init(alternatesRowBackgrounds: Bool = false) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }
  var kind: ListStyleKind? { .plain }
}

nonisolated extension ListStyle where Self == BorderedListStyle {
  /// macOS's bordered list, drawn as `.plain`.
  public static var bordered: BorderedListStyle { BorderedListStyle() }
  /// macOS's bordered list with alternating row backgrounds, drawn as `.plain`.
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
    BorderedListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}
