import Foundation
import MCP
import TesseraFiles
import TesseraUI

/// The settings an agent asks a preview to be drawn in: each named as in `tessera previews`'
/// flags, each optional (nil: the preview's own, else as iOS starts). Parsed and bounded in the
/// server; the values that depend on what the program links (devices' names, dimensions) are
/// checked by the worker that renders, against the build it runs.
struct AgentVariant: Codable, Sendable, Hashable {
  /// "light" or "dark".
  var colorScheme: String?
  /// A Dynamic Type size's Swift name ("large", "accessibility3").
  var dynamicTypeSize: String?
  /// "ltr" or "rtl".
  var layoutDirection: String?
  /// A locale identifier ("en_US").
  var locale: String?
  /// A device name ("iPhone 16", "iPad Pro 13-inch landscape").
  var device: String?
  /// The iOS design: "ios18" or "ios26".
  var design: String?
  /// Values of the program's `PreviewDimension`s by name ("theme": "brandA").
  var dimensions: [String: String]?
  /// Pixels per point, 1 to 4. Default 2.
  var scale: Double?

  /// The keys a variant object accepts.
  static let keys = [
    "colorScheme", "dynamicTypeSize", "layoutDirection", "locale", "device", "design", "dimensions", "scale",
  ]

  /// The variant as the agent wrote it, or the first problem in words.
  init(_ object: [String: Value]) throws(AgentError) {
    for key in object.keys.sorted() where !Self.keys.contains(key) {
      throw AgentError(
        "unknown variant setting \"\(Escape.console(key))\"; the settings are \(Self.keys.joined(separator: ", "))"
      )
    }
    func string(_ key: String) throws(AgentError) -> String? {
      guard let v = object[key] else { return nil }
      guard case .string(let s) = v, !s.isEmpty, s.utf8.count <= 200 else {
        throw AgentError("\(key) must be a non-empty string of at most 200 bytes")
      }
      return s
    }
    colorScheme = try string("colorScheme")
    dynamicTypeSize = try string("dynamicTypeSize")
    layoutDirection = try string("layoutDirection")
    locale = try string("locale")
    device = try string("device")
    design = try string("design")
    if let v = object["dimensions"] {
      guard case .object(let o) = v, o.count <= 16 else {
        throw AgentError("dimensions must be an object of at most 16 names, each with a string value")
      }
      var d: [String: String] = [:]
      for (k, value) in o {
        guard case .string(let s) = value, !s.isEmpty, s.utf8.count <= 200 else {
          throw AgentError("dimensions.\(Escape.console(k)) must be a non-empty string")
        }
        d[k] = s
      }
      dimensions = d
    }
    if let v = object["scale"] {
      guard let s = v.number, s.isFinite, s >= 1, s <= 4 else {
        throw AgentError("scale must be a number of pixels per point from 1 to 4")
      }
      scale = s
    }
    if let c = colorScheme, ColorScheme(rawValue: c.lowercased()) == nil {
      throw AgentError("unknown colorScheme \"\(Escape.console(c))\"; use light or dark")
    }
    if let s = dynamicTypeSize, PreviewVariant.dynamicTypeSize(named: s) == nil {
      throw AgentError(
        "unknown dynamicTypeSize \"\(Escape.console(s))\"; use one of \(DynamicTypeSize.allCases.map(PreviewVariant.name(of:)).joined(separator: ", "))"
      )
    }
    if let d = layoutDirection, !["ltr", "rtl"].contains(d.lowercased()) {
      throw AgentError("unknown layoutDirection \"\(Escape.console(d))\"; use ltr or rtl")
    }
    if let l = locale, !l.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
    {
      throw AgentError("locale \"\(Escape.console(l))\": use an identifier such as en_US or ar_EG")
    }
    if let d = design, SystemDesign(named: d) == nil {
      throw AgentError(
        "unknown design \"\(Escape.console(d))\"; use one of \(SystemDesign.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
  }

  /// The default variant.
  init() {}

  /// A short name for labels and for keeping renders apart: the settings given, or "default".
  var label: String {
    var parts: [String] = []
    if let c = colorScheme { parts.append(c.lowercased()) }
    if let s = dynamicTypeSize { parts.append(s) }
    if let d = layoutDirection { parts.append(d.lowercased()) }
    if let l = locale { parts.append(l) }
    if let d = device { parts.append(d) }
    if let d = design { parts.append(d.lowercased()) }
    for (k, v) in (dimensions ?? [:]).sorted(by: { $0.key < $1.key }) { parts.append("\(k)=\(v)") }
    if let s = scale { parts.append("@\(s.clean)x") }
    return parts.isEmpty ? "default" : parts.joined(separator: " ")
  }

  /// The variant and scale to render, checked against what this program links (its devices and
  /// dimensions).
  func resolved() throws(AgentError) -> (variant: PreviewVariant, scale: Double) {
    var v = PreviewVariant.standard
    if let c = colorScheme, let s = ColorScheme(rawValue: c.lowercased()) { v.colorScheme = s }
    if let s = dynamicTypeSize, let size = PreviewVariant.dynamicTypeSize(named: s) {
      v.dynamicTypeSize = size
    }
    if layoutDirection?.lowercased() == "rtl" { v.layoutDirection = .rightToLeft }
    if let l = locale { v.locale = l }
    if let d = design, let chosen = SystemDesign(named: d) { v.design = chosen }
    if let d = device {
      do { v.device = try Device.named(d) } catch {
        throw AgentError("device: \(Escape.console("\(error)"))")
      }
    }
    for (name, value) in (dimensions ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let dimension = TesseraUI.Previews.dimension(named: name) else {
        let known = TesseraUI.Previews.dimensions.map { $0.name }
        throw AgentError(
          "unknown dimension \"\(Escape.console(name))\"; this package has \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        )
      }
      if let problem = PreviewMatrixOptions.problem(with: value, in: dimension) { throw AgentError(problem) }
      if value != dimension.values.first { v.dimensions[name] = value }
    }
    return (v, scale ?? 2)
  }
}
