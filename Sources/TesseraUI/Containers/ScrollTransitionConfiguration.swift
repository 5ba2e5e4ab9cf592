/// How a scroll transition moves between its phases, as SwiftUI's `ScrollTransitionConfiguration`.
/// A still shows the phase the view is in for its frame in the scroll view: interactive
/// configurations draw that phase too (the in-between interpolation is not drawn).
public struct ScrollTransitionConfiguration: Sendable {
  enum Kind: Sendable { case interactive, animated, identity }
  let kind: Kind
  var threshold: Threshold = .visible

  /// Interpolates the effect as the view scrolls in (drawn at its phase in a still).
  public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
  /// Interpolates the effect along `timingCurve` (default `.easeInOut`) as the view scrolls in.
  public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(kind: .interactive)
  }
  /// Animates the effect when the view crosses the threshold (the default animation).
  public static let animated = ScrollTransitionConfiguration(kind: .animated)
  /// Animates the effect with `animation` (default `.default`) when the view crosses the threshold.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(kind: .animated)
  }
  /// Always the identity phase: no transition.
  public static let identity = ScrollTransitionConfiguration(kind: .identity)

  /// The configuration with another threshold for when the view counts as visible (default
  /// `.visible`: fully visible).
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }
  /// The configuration with another animation (no change in a still).
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// When a view counts as visible in its scroll view: by the fraction of it that shows along the
  /// scroll axis, or by whether it covers the scroll view's center; `inset(by:)` shrinks the
  /// scroll view's visible region on both ends first.
  public struct Threshold: Sendable {
    /// The fraction of the view that must show (nil: centered).
    let amount: Double?
    /// Points the visible region is inset by at each end.
    let inset: Double

    /// Visible when the whole view shows.
    public static let visible = Threshold(amount: 1, inset: 0)
    /// Visible while any part of the view shows.
    public static let hidden = Threshold(amount: 0, inset: 0)
    /// Visible while the view covers the scroll view's center.
    public static let centered = Threshold(amount: nil, inset: 0)
    /// Visible when at least `amount` (0...1) of the view shows.
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(amount: amount.isFinite ? min(1, max(0, amount)) : 1, inset: 0)
    }
    /// The threshold measured in the visible region inset by `distance` points at each end.
    public func inset(by distance: Double) -> Threshold {
      Threshold(amount: amount, inset: inset + (distance.isFinite ? distance : 0))
    }
    /// A threshold between this one and `other`, `amount` (0...1) of the way (visible fractions
    /// and insets interpolate; a centered threshold is kept until halfway).
    public func interpolated(towards other: Threshold, amount t: Double) -> Threshold {
      let f = t.isFinite ? min(1, max(0, t)) : 0
      let inset = self.inset + (other.inset - self.inset) * f
      guard let a = amount, let b = other.amount else { return f < 0.5 ? self : other }
      return Threshold(amount: a + (b - a) * f, inset: inset)
    }

    /// Whether a view spanning `lo...hi` along the scroll axis counts as visible in `vLo...vHi`.
    func isVisible(lo: Double, hi: Double, in vLo: Double, _ vHi: Double) -> Bool {
      let a = vLo + inset
      let b = max(a, vHi - inset)
      guard let amount else { return lo <= (a + b) / 2 && (a + b) / 2 <= hi }
      let length = hi - lo
      let shown = max(0, min(hi, b) - max(lo, a))
      if length <= 0 { return lo >= a && lo <= b }
      if amount == 0 { return shown > 0 }
      return shown / length >= amount - 1e-9
    }
  }
}
