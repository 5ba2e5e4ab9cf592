import Foundation

/// The motion of a damped spring, as SwiftUI's `Spring`: how a `SpringKeyframe` moves towards its
/// value. `duration` is the perceptual duration in seconds (the undamped period) and `bounce`
/// runs from 0 (no overshoot, critically damped) up to 1 (undamped); negative bounce overdamps.
public struct Spring: Hashable, Sendable {
  /// The perceptual duration in seconds (0.5 by default).
  public var duration: TimeInterval
  /// How much the spring overshoots: 0 none, towards 1 more.
  public var bounce: Double

  /// A spring of a perceptual duration (seconds, default 0.5) and bounce (default 0).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.duration = duration.isFinite && duration > 0 ? duration : 0.5
    self.bounce = bounce.isFinite ? min(1, max(-1, bounce)) : 0
  }
  /// A spring of a response (seconds, the undamped period) and damping ratio (1: no overshoot).
  public init(response: Double, dampingRatio: Double) {
    let ratio = dampingRatio.isFinite ? max(0, dampingRatio) : 1
    self.init(duration: response, bounce: 1 - ratio)
  }
  /// A spring from its physical parameters: mass, stiffness and damping.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
    let omega = (k / m).squareRoot()
    var ratio = (damping.isFinite ? max(0, damping) : 0) / (2 * (k * m).squareRoot())
    if !allowOverDamping { ratio = min(1, ratio) }
    self.init(response: 2 * Double.pi / omega, dampingRatio: ratio)
  }

  /// The undamped period in seconds (the same as `duration`).
  public var response: Double { duration }
  /// The damping ratio: 1 − bounce (1 critically damped, below 1 bouncy).
  public var dampingRatio: Double { 1 - bounce }
  /// The time in seconds after which the spring stays within 0.1 % of its target (at rest).
  public var settlingDuration: TimeInterval {
    let omega = 2 * Double.pi / duration
    let zeta = dampingRatio
    if zeta >= 1 { return 9.23 / omega * zeta }  // (1 + ωt)e^(−ωt) < 0.001 at ωt ≈ 9.23.
    return max(duration, -log(0.001) / (zeta * omega))
  }

  /// The spring's value at `time` seconds, moving from 0 towards `target` at rest.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    target.scaled(by: fraction(at: time))
  }

  /// The fraction of the way to its target the spring has moved after `time` seconds (from rest).
  func fraction(at time: Double) -> Double {
    guard time.isFinite, time > 0 else { return 0 }
    let omega = 2 * Double.pi / duration
    let zeta = dampingRatio
    if zeta >= 1 {
      // Critically damped (overdamped springs are drawn critically damped).
      return 1 - exp(-omega * time) * (1 + omega * time)
    }
    let wd = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega * time) * (cos(wd * time) + zeta * omega / wd * sin(wd * time))
  }

  /// A spring without bounce (0.5 s).
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A spring with a little bounce (0.5 s, bounce 0.15).
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A spring with more bounce (0.5 s, bounce 0.3).
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// A smooth spring of a duration (seconds) with extra bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A snappy spring of a duration (seconds) with extra bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring of a duration (seconds) with extra bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
