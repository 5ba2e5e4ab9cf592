import Foundation

/// Two animatable values as one, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second
  /// A pair.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  /// Both zero.
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  /// The sums of the components.
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  /// The differences of the components.
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  /// Equal when both components are.
  public static func == (lhs: AnimatablePair, rhs: AnimatablePair) -> Bool {
    lhs.first == rhs.first && lhs.second == rhs.second
  }
  /// Scales both components.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of the components' squares.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
