import TesseraRaster

/// A level of the foreground style, as SwiftUI's `.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`, `.quinary`.
///
/// Over the default foreground (labels), the levels are UIKit's label colors: `label`,
/// `secondaryLabel` (#3C3C43 at 60% in light, #EBEBF5 at 60% in dark), `tertiaryLabel` (30%),
/// `quaternaryLabel` (18% / 16%), and 10% for the fifth. Over another foreground (a color set
/// with `foregroundStyle`), that color at 100%, 60%, 30%, 18% and 10% opacity (iOS's exact factors
/// for custom colors are not documented; these are the label colors' alphas).
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  /// 0 primary ... 4 quinary.
  let level: Int

  static let labels: [SystemColors.Pair] = [
    SystemColors.label, SystemColors.secondaryLabel, SystemColors.tertiaryLabel,
    SystemColors.quaternaryLabel, SystemColors.pair(0x3C3C43, 0.1, 0xEBEBF5, 0.1),
  ]
  static let factors: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

  /// The level's color over the environment's foreground style.
  public func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    Self.color(level: level, over: environment.foregroundBase, in: environment)
  }

  /// The color at `level` over a base foreground style (nil: the default labels).
  static func color(level: Int, over base: AnyShapeStyle?, in environment: EnvironmentValues)
    -> Color.Resolved
  {
    let l = min(max(level, 0), 4)
    guard let base else {
      let pair = labels[l]
      return environment.colorScheme == .dark ? pair.dark : pair.light
    }
    return base.resolvedColor(in: environment).opacity(factors[l])
  }
}

/// A foreground style at a level: what `.foregroundStyle(.secondary)` stores, so that later
/// levels are taken from the same base.
nonisolated struct LeveledShapeStyle: ShapeStyle {
  let base: AnyShapeStyle?
  let level: Int

  func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    HierarchicalShapeStyle.color(level: level, over: base, in: environment)
  }
  func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    guard level > 0, let base else {
      if let base { return base.paint(in: rect, environment: environment) }
      return Paint(resolvedColor(in: environment))
    }
    var p = base.paint(in: rect, environment: environment)
    p.opacity *= HierarchicalShapeStyle.factors[min(max(level, 0), 4)]
    return p
  }
}
