import Foundation

/// A value that can be interpolated, as SwiftUI's `VectorArithmetic`: what `animatableData` is
/// made of.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}
