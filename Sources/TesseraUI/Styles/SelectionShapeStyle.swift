/// The style of selected content, `.selection` (macOS 14): the accent color, as a focused
/// selection's background is on macOS.
nonisolated public struct SelectionShapeStyle: ShapeStyle, Hashable {
  /// The selection style.
  public init() {}
  /// The accent color in the environment.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    Color.accentColor.resolve(in: environment)
  }
}

nonisolated extension ShapeStyle where Self == SelectionShapeStyle {
  /// The style of selected content: the accent color.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
