/// Options of a symbol effect.
public struct SymbolEffectOptions: Hashable, Sendable {
  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeating.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// Repeating forever.
  public static let repeating = SymbolEffectOptions()
  /// At a speed.
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
