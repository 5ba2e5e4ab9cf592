import TesseraDisplayList
import TesseraRaster

/// How changed content animates, as SwiftUI's `ContentTransition` (nothing animates in a still).
public struct ContentTransition: Sendable {
  let kind: Int
  /// The default.
  public static let identity = ContentTransition(kind: 0)
  /// Cross-fade.
  public static let opacity = ContentTransition(kind: 1)
  /// Interpolated.
  public static let interpolate = ContentTransition(kind: 2)
  /// Digits rolling.
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: 3) }
  /// Digits rolling toward a value.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: 3) }
  /// Symbol effects.
  public static let symbolEffect = ContentTransition(kind: 4)
  /// A symbol effect.
  public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default)
    -> ContentTransition
  {
    ContentTransition(kind: 4)
  }
}
