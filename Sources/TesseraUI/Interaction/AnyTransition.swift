/// How a view is inserted and removed, as SwiftUI's `AnyTransition`: kept, never drawn.
public struct AnyTransition: Sendable {
  let name: String
  /// Fades in and out.
  public static let opacity = AnyTransition(name: "opacity")
  /// Slides in from the leading edge, out to the trailing edge.
  public static let slide = AnyTransition(name: "slide")
  /// Scales from nothing.
  public static let scale = AnyTransition(name: "scale")
  /// No transition.
  public static let identity = AnyTransition(name: "identity")
  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
  /// Pushes in from `edge`.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
  /// Scales from `scale` around `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: "scale(\(scale))")
  }
  /// Moves by an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  /// One transition in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
  }
  /// Both transitions together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: name + "+" + other.name)
  }
  /// The transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
