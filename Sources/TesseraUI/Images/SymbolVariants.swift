/// Variants of a symbol, as SwiftUI's `SymbolVariants`: `.fill` and `.circle` pick the
/// `name.fill` / `name.circle` symbol when the table has it.
public struct SymbolVariants: Hashable, Sendable {
  let bits: Int
  /// The symbol as named.
  public static let none = SymbolVariants(bits: 0)
  /// Inside a circle.
  public static let circle = SymbolVariants(bits: 1)
  /// Inside a square (drawn as named).
  public static let square = SymbolVariants(bits: 2)
  /// Inside a rectangle (drawn as named).
  public static let rectangle = SymbolVariants(bits: 4)
  /// Filled.
  public static let fill = SymbolVariants(bits: 8)
  /// With a slash (drawn as named).
  public static let slash = SymbolVariants(bits: 16)

  /// The circle variant.
  public var circle: SymbolVariants { SymbolVariants(bits: bits | 1) }
  /// The filled variant.
  public var fill: SymbolVariants { SymbolVariants(bits: bits | 8) }

  /// Whether every variant of `other` is in this one.
  public func contains(_ other: SymbolVariants) -> Bool { bits & other.bits == other.bits && other.bits != 0 }
}
