import TesseraDisplayList
import TesseraGeometry

/// What an audit checks and its thresholds.
public struct AuditOptions: Hashable, Sendable {
  /// The WCAG 2.2 contrast level text is held to.
  public enum ContrastLevel: String, Hashable, Sendable, CaseIterable {
    /// AA: 4.5:1, 3:1 for large text (the default).
    case aa
    /// AAA: 7:1, 4.5:1 for large text.
    case aaa
  }

  /// The kinds checked. Default: every kind (``AuditKind/all``).
  public var kinds: Set<AuditKind>
  /// The smallest tap area an interactive element may have, in points. Default 44 x 44 (Apple's
  /// Human Interface Guidelines); ``material`` gives 48 x 48 (Material's 48 dp).
  public var minimumTouchTarget: Size
  /// The contrast level for text. Default ``ContrastLevel/aa``.
  public var contrastLevel: ContrastLevel
  /// The non-text contrast minimum for control borders (WCAG 1.4.11). Default 3.
  public var minimumNonTextContrast: Double

  /// Options with every kind checked, 44 pt touch targets and WCAG AA contrast.
  public init(
    kinds: Set<AuditKind> = Set(AuditKind.all), minimumTouchTarget: Size = Size(width: 44, height: 44),
    contrastLevel: ContrastLevel = .aa, minimumNonTextContrast: Double = 3
  ) {
    self.kinds = kinds
    self.minimumTouchTarget = minimumTouchTarget
    self.contrastLevel = contrastLevel
    self.minimumNonTextContrast = minimumNonTextContrast
  }

  /// The defaults: every kind, 44 x 44 pt, AA.
  public static let standard = AuditOptions()
  /// Material Design's touch target: 48 x 48.
  public static let material = AuditOptions(minimumTouchTarget: Size(width: 48, height: 48))

  /// The minimum text contrast for text of `size` points, bold or not: 4.5 (7 at AAA), or 3
  /// (4.5 at AAA) for large text. Large is WCAG's 18 pt or 14 pt bold, in CSS points: 24 or
  /// 18.66 iOS points (an iOS point is a CSS pixel, 1/96 in at a reference distance).
  public func minimumContrast(fontSize: Double, bold: Bool) -> Double {
    let large = fontSize >= 24 || (bold && fontSize >= 18.66)
    switch contrastLevel {
    case .aa: return large ? 3 : 4.5
    case .aaa: return large ? 4.5 : 7
    }
  }
}
