/// A font weight on the CSS scale, 1...1000 (100 thin to 900 black), with SwiftUI's names.
public struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The numeric weight, clamped to 1...1000.
  public let value: Int

  /// Creates a weight; values are clamped to 1...1000.
  public init(_ value: Int) { self.value = min(1000, max(1, value)) }

  /// 100.
  public static let thin = FontWeight(100)
  /// 200.
  public static let ultraLight = FontWeight(200)
  /// 300.
  public static let light = FontWeight(300)
  /// 400.
  public static let regular = FontWeight(400)
  /// 500.
  public static let medium = FontWeight(500)
  /// 600.
  public static let semibold = FontWeight(600)
  /// 700.
  public static let bold = FontWeight(700)
  /// 800.
  public static let heavy = FontWeight(800)
  /// 900.
  public static let black = FontWeight(900)

  /// Orders by value.
  public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

  /// The numeric value.
  public var description: String { String(value) }
}
