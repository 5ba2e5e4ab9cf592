import TesseraDisplayList
import TesseraRaster

/// How a view blends with what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
  /// The `normal` blend mode.
  case normal
  /// The `multiply` blend mode.
  case multiply
  /// The `screen` blend mode.
  case screen
  /// The `overlay` blend mode.
  case overlay
  /// The `darken` blend mode.
  case darken
  /// The `lighten` blend mode.
  case lighten
  /// The `colorDodge` blend mode.
  case colorDodge
  /// The `colorBurn` blend mode.
  case colorBurn
  /// The `softLight` blend mode.
  case softLight
  /// The `hardLight` blend mode.
  case hardLight
  /// The `difference` blend mode.
  case difference
  /// The `exclusion` blend mode.
  case exclusion
  /// The `hue` blend mode.
  case hue
  /// The `saturation` blend mode.
  case saturation
  /// The `color` blend mode.
  case color
  /// The `luminosity` blend mode.
  case luminosity
  /// The `sourceAtop` blend mode.
  case sourceAtop
  /// The `destinationOver` blend mode.
  case destinationOver
  /// The `destinationOut` blend mode.
  case destinationOut
  /// The `plusDarker` blend mode.
  case plusDarker
  /// The `plusLighter` blend mode.
  case plusLighter
}
