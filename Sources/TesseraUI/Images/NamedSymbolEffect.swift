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
  /// One motion group at a time (draw on and off, iOS 26).
  public var individually: NamedSymbolEffect { self }
  /// Clockwise (rotate).
  public var clockwise: NamedSymbolEffect { self }
  /// Counterclockwise (rotate).
  public var counterClockwise: NamedSymbolEffect { self }
  /// The symbol's own variant of the effect (breathe).
  public var plain: NamedSymbolEffect { self }
  /// Pulsing its layers (breathe).
  public var pulse: NamedSymbolEffect { self }
  /// Toward the leading side (wiggle).
  public var left: NamedSymbolEffect { self }
  /// Toward the trailing side (wiggle).
  public var right: NamedSymbolEffect { self }
  /// Forward in the reading direction (wiggle).
  public var forward: NamedSymbolEffect { self }
  /// Backward in the reading direction (wiggle).
  public var backward: NamedSymbolEffect { self }
  /// Inactive layers hidden (variable color).
  public var hideInactiveLayers: NamedSymbolEffect { self }
  /// Inactive layers dimmed (variable color).
  public var dimInactiveLayers: NamedSymbolEffect { self }
  /// Not reversing (variable color).
  public var nonReversing: NamedSymbolEffect { self }
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
