/// Options of a symbol effect, as SwiftUI's `SymbolEffectOptions`: kept, since no effect moves
/// in a still.
public struct SymbolEffectOptions: Hashable, Sendable {
  /// How an effect repeats, as SwiftUI's `SymbolEffectOptions.RepeatBehavior` (iOS 18).
  public struct RepeatBehavior: Hashable, Sendable {
    /// Repeating without a pause.
    public static let continuous = RepeatBehavior()
    /// Repeating `count` times (nil: forever), `delay` seconds apart (nil: the system's).
    public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
      RepeatBehavior()
    }
  }

  /// The default options.
  public static let `default` = SymbolEffectOptions()
  /// Repeating `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// Repeating as `behavior` says (iOS 18).
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// Repeating forever.
  public static let repeating = SymbolEffectOptions()
  /// Running once.
  public static let nonRepeating = SymbolEffectOptions()
  /// The default options at `speed` times the normal speed (1 is normal).
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }

  /// These options, repeating `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  /// These options, repeating as `behavior` says (iOS 18).
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }
  /// These options, repeating forever.
  public var repeating: SymbolEffectOptions { self }
  /// These options, running once.
  public var nonRepeating: SymbolEffectOptions { self }
  /// These options at `speed` times the normal speed (1 is normal).
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
