/// The color of separators, UIKit's `separator`: #3C3C43 at 29% in light, #545458 at 60% in dark.
nonisolated public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  /// The separator style.
  public init() {}
  /// The separator color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    SystemColors.separator.color.resolve(in: environment)
  }
}
