/// An animation curve, as SwiftUI's `Animation`. Stills show the end state of every change, so an
/// animation is a value that is kept and compared, never drawn.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve's name and parameters, e.g. "easeInOut(0.35)".
  public let description: String

  init(_ description: String) { self.description = description }

  /// The default animation.
  public static let `default` = Animation("default")
  /// Ease in and out over 0.35 s.
  public static let easeInOut = Animation("easeInOut")
  /// Ease in over 0.35 s.
  public static let easeIn = Animation("easeIn")
  /// Ease out over 0.35 s.
  public static let easeOut = Animation("easeOut")
  /// Linear over 0.35 s.
  public static let linear = Animation("linear")
  /// A spring.
  public static let spring = Animation("spring")
  /// A spring with little bounce.
  public static let smooth = Animation("smooth")
  /// A spring with some bounce.
  public static let snappy = Animation("snappy")
  /// A spring with more bounce.
  public static let bouncy = Animation("bouncy")
  /// An interactive spring.
  public static let interactiveSpring = Animation("interactiveSpring")

  /// Ease in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }
  /// Ease in over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
  /// Ease out over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
  /// Linear over `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
  /// A spring of a response and damping fraction (`.spring()` picks the duration form, as
  /// SwiftUI's overloads resolve).
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  {
    Animation("spring(\(response), \(dampingFraction))")
  }
  /// A spring of a duration and bounce.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation("spring(duration: \(duration), bounce: \(bounce))")
  }
  /// A spring of a duration and extra bounce.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth(\(duration))")
  }
  /// A spring of a duration and extra bounce.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy(\(duration))")
  }
  /// A spring of a duration and extra bounce.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy(\(duration))")
  }

  /// A spring from its physical parameters (SwiftUI's older form): the still shows its end.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation("interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
  }
  /// A spring with a duration and bounce: the still shows its end.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  )
    -> Animation
  {
    Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
  }
  /// The interpolating spring with its default parameters.
  public static let interpolatingSpring = Animation("interpolatingSpring")
  /// A spring that follows a gesture: the still shows its end.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation("interactiveSpring(\(response), \(dampingFraction))")
  }
  /// A timing curve from two control points: the still shows its end.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  )
    -> Animation
  {
    Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), \(duration))")
  }

  /// The same animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { Animation(description + ".delay(\(delay))") }
  /// The same animation at `speed` times its pace.
  public func speed(_ speed: Double) -> Animation { Animation(description + ".speed(\(speed))") }
  /// The same animation repeated.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(description + ".repeatForever(\(autoreverses))")
  }
  /// The same animation repeated `count` times.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    Animation(description + ".repeatCount(\(count))")
  }
}
