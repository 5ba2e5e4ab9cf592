import Foundation

/// A value that can be interpolated, as SwiftUI's `VectorArithmetic`: what `animatableData` is
/// made of.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with each component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

#if !canImport(Darwin)
  extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
  }
#endif

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

/// A type whose drawing can be interpolated, as SwiftUI's `Animatable`: a still shows it with the
/// data it has, as at the end of an animation.
public protocol Animatable {
  /// The type of the data that is interpolated.
  associatedtype AnimatableData: VectorArithmetic
  /// The data that is interpolated.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing: the type animates nothing.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// A modifier that animates its data, SwiftUI's deprecated `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Double: Animatable {}
extension Float: Animatable {}
#if !canImport(Darwin)
  extension CGFloat: Animatable {}
#endif

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}
