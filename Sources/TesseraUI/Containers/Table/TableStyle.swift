/// How a ``Table`` looks, as SwiftUI's `TableStyle` (iOS draws every style the same: a plain
/// list in a compact width, columns under a header row in a regular width).
public protocol TableStyle {}

nonisolated extension TableStyle where Self == AutomaticTableStyle {
  /// The platform's table look.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

nonisolated extension TableStyle where Self == InsetTableStyle {
  /// Rows inset from the table's edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

nonisolated extension View {
  /// Sets the style of tables within the view (every style draws iOS's table here).
  public func tableStyle<S: TableStyle>(_ style: S) -> Self { self }
}
