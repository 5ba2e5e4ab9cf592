/// How tight the interface is: scales typography and dimensions (sizes, spacing, borders).
public enum Density: String, Hashable, Sendable, CaseIterable {
  /// 0.875×.
  case compact
  /// 1× (the default).
  case regular
  /// 1.125×.
  case comfortable

  /// The factor applied to font sizes and dimensions.
  public var scale: Double {
    switch self {
    case .compact: return 0.875
    case .regular: return 1
    case .comfortable: return 1.125
    }
  }

  /// The smallest height of a control at any density, in points: Apple's 44 pt touch target.
  /// Compact density tightens spacing, never a control below this.
  public static let minimumTapSize = 44.0
}
