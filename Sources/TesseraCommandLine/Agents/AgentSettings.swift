import TesseraUI

/// The values each variant setting takes in this program.
struct AgentSettings: Codable, Sendable {
  var colorSchemes = ["light", "dark"]
  var dynamicTypeSizes: [String]
  var layoutDirections = ["ltr", "rtl"]
  var devices: [String]
  var designs = SystemDesign.allCases.map(\.rawValue)
  /// Each `PreviewDimension` the program links, with its values (the first is the default).
  var dimensions: [String: [String]]
  var scales = "1 to 4 (default 2)"
  var locales = "an identifier such as en_US, de_DE, ar_EG, ja_JP"
}
