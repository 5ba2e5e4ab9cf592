/// The fill colors of shapes, as SwiftUI's `.fill` style: UIKit's `systemFill`, and its levels
/// `.fill.secondary` … `.fill.quaternary` (`secondarySystemFill` … `quaternarySystemFill`).
nonisolated public struct FillShapeStyle: ShapeStyle, Hashable {
  let level: Int
  /// The fill at the first level.
  public init() { level = 0 }
  init(level: Int) { self.level = level }

  /// The second level (`secondarySystemFill`).
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// The third level (`tertiarySystemFill`).
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// The fourth level (`quaternarySystemFill`).
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

  /// The fill color.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    let pairs = [
      SystemColors.systemFill, SystemColors.secondarySystemFill, SystemColors.tertiarySystemFill,
      SystemColors.quaternarySystemFill,
    ]
    return pairs[min(max(level, 0), 3)].color.resolve(in: environment)
  }
}

nonisolated extension ShapeStyle where Self == FillShapeStyle {
  /// The fill of shapes (`systemFill`), with levels `.fill.secondary` …
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
