/// The symbol effects by name (one type for all: none animates in a still).
public struct NamedSymbolEffect: SymbolEffect, Hashable {
  let name: String
  /// Upward.
  public var up: NamedSymbolEffect { self }
  /// Downward.
  public var down: NamedSymbolEffect { self }
  /// By layer.
  public var byLayer: NamedSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: NamedSymbolEffect { self }
  /// Up then up (replace).
  public var upUp: NamedSymbolEffect { self }
  /// Down then up (replace).
  public var downUp: NamedSymbolEffect { self }
  /// Off then up (replace).
  public var offUp: NamedSymbolEffect { self }
  /// Iterative (variable color).
  public var iterative: NamedSymbolEffect { self }
  /// Cumulative (variable color).
  public var cumulative: NamedSymbolEffect { self }
  /// Reversing (variable color).
  public var reversing: NamedSymbolEffect { self }
}
