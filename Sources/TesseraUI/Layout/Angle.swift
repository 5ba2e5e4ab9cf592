import Foundation

/// An angle, as SwiftUI's `Angle`: in radians, made from degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { radians = 0 }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// The zero angle.
  public static let zero = Angle()
  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Orders by size.
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
  /// The sum.
  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  /// The difference.
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  /// The negation.
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  /// The angle scaled.
  public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
  /// The angle divided.
  public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
  /// Adds `b` to `a`.
  public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
  /// Subtracts `b` from `a`.
  public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
  /// Scales `a` by `k`.
  public static func *= (a: inout Angle, k: Double) { a.radians *= k }
  /// Divides `a` by `k`.
  public static func /= (a: inout Angle, k: Double) { a.radians /= k }
}
