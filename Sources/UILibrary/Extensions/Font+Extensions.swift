import TesseraUI

/// Font helpers for component styles.
extension Font {
  /// The font with its size multiplied by a density's scale.
  public func scaled(by density: Density) -> Font {
    var f = self
    f.size *= density.scale
    return f
  }
}
