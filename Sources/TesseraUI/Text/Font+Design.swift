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

  /// The tracking SF Pro Text applies at each size below its display cut, in points, as Apple's
  /// Human Interface Guidelines publish it (Typography, tracking values for SF Pro): +0.24 at
  /// 6 pt down to 0 at 12 pt and -0.43 at 17 pt. Inter spaced this way spans the width SF Pro does
  /// at text sizes (measured on iOS references: 17 pt body text within 0.5 %); Inter Display,
  /// drawn from 20 pt, is already as tight as SF Pro Display and takes none.
  static let textCutTracking: [Double] = [
    0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45,
  ]

  /// The system font's own tracking at a size in points for a family it is drawn in: SF Pro
  /// Text's per-size tracking for Inter below 20 pt (linear between whole sizes, the ends held
  /// beyond 6 and 19 pt), 0 for any other family.
  static func systemTracking(family: String, size: Double) -> Double {
    guard family == systemFamily, size.isFinite, size > 0, size < displayCutSize else { return 0 }
    let table = textCutTracking
    let position = min(max(size - 6, 0), Double(table.count - 1))
    let lower = Int(position)
    let upper = min(lower + 1, table.count - 1)
    let t = position - Double(lower)
    return table[lower] + (table[upper] - table[lower]) * t
  }
}
