import Foundation

/// Nothing to interpolate: the animatable data of a type that animates nothing.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// Nothing.
  public init() {}
  /// Nothing.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// Nothing.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Nothing.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  /// Nothing to scale.
  public mutating func scale(by rhs: Double) {}
  /// 0.
  public var magnitudeSquared: Double { 0 }
}
