/// An animation of a symbol, as SwiftUI's symbol effects (`.bounce`, `.pulse`, `.replace`…): a
/// still shows the symbol at rest.
public protocol SymbolEffect: Sendable {}

extension SymbolEffect where Self == NamedSymbolEffect {
  /// Bounce.
  public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
  /// Pulse.
  public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
  /// Variable color.
  public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
  /// Scale.
  public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
  /// Appear.
  public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
  /// Disappear.
  public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
  /// Replace.
  public static var replace: NamedSymbolEffect { NamedSymbolEffect(name: "replace") }
  /// Wiggle.
  public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
  /// Breathe.
  public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
  /// Rotate.
  public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
  /// Draw on (iOS 26): the symbol's strokes drawn in along their paths.
  public static var drawOn: NamedSymbolEffect { NamedSymbolEffect(name: "drawOn") }
  /// Draw off (iOS 26): the symbol's strokes erased along their paths.
  public static var drawOff: NamedSymbolEffect { NamedSymbolEffect(name: "drawOff") }
}
