import TesseraText

extension Font {
  /// The family the system font is drawn in: Inter, SF Pro's stand-in.
  static let systemFamily = "Inter"

  /// The point size from which the system font draws its display cut, as SF Pro switches from
  /// Text to Display at 20 pt.
  static let displayCutSize = 20.0

  /// The bundled family drawing a design of the system font at a size in points: Inter below
  /// 20 pt and Inter Display from 20 pt (SF Pro Text and Display), Noto Serif for `.serif` (New
  /// York), Nunito for `.rounded` (SF Pro Rounded), JetBrains Mono for `.monospaced` (SF Mono).
  /// A named family (`.custom`) is itself whatever the design. When `library` lacks the chosen
  /// family, Inter.
  func family(design: Design, size: Double, library: FontLibrary?) -> String {
    guard family == Font.systemFamily else { return family }
    let chosen: String
    switch design {
    case .default: chosen = size >= Font.displayCutSize ? "Inter Display" : Font.systemFamily
    case .serif: chosen = "Noto Serif"
    case .rounded: chosen = "Nunito"
    case .monospaced: chosen = "JetBrains Mono"
    }
    guard let library, library.contains(family: chosen) else { return family }
    return chosen
  }
}
