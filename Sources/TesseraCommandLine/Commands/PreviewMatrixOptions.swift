import Foundation
import TesseraFiles
import TesseraUI

/// The variant matrix of discovered previews (`#Preview`, `PreviewProvider`): which modules, and
/// every combination of color scheme, Dynamic Type size, layout direction, locale, device, iOS
/// design and the
/// value of each `PreviewDimension` the program links (a design system's theme).
/// Each dimension comes from its flag, else from the package's `tessera-previews.json`, else
/// from the default (light and dark; everything else as iOS starts).
struct PreviewMatrixOptions {
  /// The modules asked for (empty: every module with previews, or the file's).
  var module: [String]
  /// The color schemes asked for (empty: the file's, else light and dark).
  var colorScheme: [String]
  /// The Dynamic Type sizes asked for (empty: the file's, else large).
  var dynamicTypeSize: [String]
  /// The layout directions asked for (empty: the file's, else ltr).
  var layoutDirection: [String]
  /// The locales asked for (empty: the file's, else en_US).
  var locale: [String]
  /// The devices asked for (empty: the file's, else each preview's own).
  var device: [String]
  /// The iOS designs asked for (empty: the file's, else the standard design).
  var design: [String]
  /// The dimension values asked for, as NAME=VALUE.
  var dimension: [String]
  /// The matrix file asked for (nil: tessera-previews.json when there is one).
  var matrix: String?

  /// Reads the options.
  init(_ arguments: inout ArgumentReader) throws {
    module = try arguments.repeatedOption(
      "module", help: "Only previews of this module. Repeatable; default: every module with previews.")
    colorScheme = try arguments.repeatedOption(
      "color-scheme", help: "light or dark. Repeatable; default: both.")
    dynamicTypeSize = try arguments.repeatedOption(
      "dynamic-type-size",
      help:
        "A Dynamic Type size: xSmall … xxxLarge, accessibility1 … accessibility5. Repeatable; default large.")
    layoutDirection = try arguments.repeatedOption(
      "layout-direction", help: "ltr or rtl. Repeatable; default ltr.")
    locale = try arguments.repeatedOption(
      "locale", help: "A locale identifier such as en_US or ar_EG. Repeatable; default en_US.")
    device = try arguments.repeatedOption(
      "device",
      help:
        "A device for previews laid out on a screen (\"iPhone 16\", \"iPad Pro 13-inch\"; add \" landscape\"). Repeatable; default: each preview's own, else iPhone 16."
    )
    design = try arguments.repeatedOption(
      "design",
      help:
        "The iOS design controls and system colours are drawn in: ios26 (Liquid Glass) or ios18 (iOS 17/18). Repeatable; default \(SystemDesign.standard)."
    )
    dimension = try arguments.repeatedOption(
      "dimension", valueName: "name=value",
      help:
        "A value of a dimension a linked module declares, as NAME=VALUE (theme=brandA, density=compact). Repeatable; default: each dimension's default values."
    )
    matrix = try arguments.option(
      "matrix",
      help: "The matrix file; default tessera-previews.json in the current folder, when there is one.")
  }

  /// The largest matrix file read, in bytes (1 MiB).
  static let fileLimit = 1 << 20

  /// The matrix file's contents: each key optional, unknown keys refused.
  struct File: Decodable {
    var modules: [String]?
    var colorSchemes: [String]?
    var dynamicTypeSizes: [String]?
    var layoutDirections: [String]?
    var locales: [String]?
    var devices: [String]?
    var designs: [String]?
    var dimensions: [String: [String]]?

    static let keys: Set<String> = [
      "modules", "colorSchemes", "dynamicTypeSizes", "layoutDirections", "locales", "devices", "designs",
      "dimensions",
    ]
  }

  /// The file's settings, or nil when no file was asked for and the default one is absent.
  /// - Throws: ``InputError`` naming the file and what is wrong with it.
  func file() throws -> File? {
    let path = matrix ?? "tessera-previews.json"
    // Only a file that is not there means "no matrix file"; one that is there but cannot be read
    // (a folder, a pipe, a device, no permission, too large) is an error, never a silent default.
    let data: Data
    switch FileBytes.read(path, limit: Self.fileLimit) {
    case .success(let bytes): data = Data(bytes)
    case .failure(.open(let e)) where matrix == nil && (e == ENOENT || e == ENOTDIR): return nil
    case .failure(.tooLarge):
      throw InputError(
        "the matrix file \(Escape.console(path)) is larger than \(Self.fileLimit >> 10) KiB; a matrix names a few values per dimension"
      )
    case .failure(let f):
      throw InputError("the matrix file \(Escape.console(path)) cannot be read (\(f.words))")
    }
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw InputError("the matrix file \(Escape.console(path)) is not a JSON object")
    }
    let unknown = Set(object.keys).subtracting(File.keys).sorted()
    if !unknown.isEmpty {
      throw InputError(
        "the matrix file \(Escape.console(path)) has unknown keys \(unknown.map(Escape.console).joined(separator: ", ")); known: \(File.keys.sorted().joined(separator: ", "))"
      )
    }
    do {
      return try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw InputError(
        "the matrix file \(Escape.console(path)): every key holds a list of strings, \"dimensions\" an object of lists (\(Escape.console("\(error)")))"
      )
    }
  }

  /// The modules asked for (empty: all).
  func modules() throws -> [String] { module.isEmpty ? (try file()?.modules ?? []) : module }

  /// Every variant of the matrix, color scheme varying slowest.
  /// - Throws: ``InputError`` for a value no dimension knows, with the values it accepts.
  func variants() throws -> [PreviewVariant] {
    let file = try file()
    func pick(_ flag: [String], _ fromFile: [String]?, _ fallback: [String]) -> [String] {
      var seen: [String] = []
      for v in !flag.isEmpty ? flag : (fromFile ?? fallback) where !seen.contains(v) { seen.append(v) }
      return seen
    }
    let schemes = try pick(colorScheme, file?.colorSchemes, ["light", "dark"]).map { value in
      guard let s = ColorScheme(rawValue: value.lowercased()) else {
        throw InputError("unknown color scheme \"\(Escape.console(value))\"; use light or dark")
      }
      return s
    }
    let sizes = try pick(dynamicTypeSize, file?.dynamicTypeSizes, ["large"]).map { value in
      guard let s = PreviewVariant.dynamicTypeSize(named: value) else {
        let names = DynamicTypeSize.allCases.map(PreviewVariant.name(of:))
        throw InputError(
          "unknown Dynamic Type size \"\(Escape.console(value))\"; use one of \(names.joined(separator: ", "))"
        )
      }
      return s
    }
    let directions = try pick(layoutDirection, file?.layoutDirections, ["ltr"]).map {
      value -> LayoutDirection in
      switch value.lowercased() {
      case "ltr", "lefttoright": return .leftToRight
      case "rtl", "righttoleft": return .rightToLeft
      default:
        throw InputError("unknown layout direction \"\(Escape.console(value))\"; use ltr or rtl")
      }
    }
    let locales = try pick(locale, file?.locales, ["en_US"]).map { value in
      guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
        throw InputError("locale \"\(Escape.console(value))\": use an identifier such as en_US")
      }
      return value
    }
    let devices: [Device?] = try pick(device, file?.devices, []).map { value in
      do { return try Device.named(value) } catch {
        throw InputError("--device: \(Escape.console("\(error)"))")
      }
    }
    let designs = try pick(design, file?.designs, [SystemDesign.standard.rawValue]).map { value in
      guard let d = SystemDesign(named: value) else {
        throw InputError(
          "unknown design \"\(Escape.console(value))\"; use one of \(SystemDesign.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      return d
    }
    var distinctDesigns: [SystemDesign] = []
    for d in designs where !distinctDesigns.contains(d) { distinctDesigns.append(d) }
    return PreviewVariant.matrix(
      colorSchemes: schemes, dynamicTypeSizes: sizes, layoutDirections: directions, locales: locales,
      devices: devices.isEmpty ? [nil] : devices, designs: distinctDesigns,
      dimensions: try dimensions(file: file))
  }

  /// The values of each linked dimension: the flags' for the dimensions they name, else the
  /// file's, else the dimension's defaults; each checked by its dimension.
  /// - Throws: ``InputError`` for a malformed flag, an unknown dimension or a refused value.
  func dimensions(file: File?) throws -> [String: [String]] {
    let linked = TesseraUI.Previews.dimensions
    let names = linked.map { $0.name }
    var fromFlags: [String: [String]] = [:]
    for flag in dimension {
      guard let eq = flag.firstIndex(of: "="), eq != flag.startIndex, flag.index(after: eq) != flag.endIndex
      else {
        throw InputError("--dimension \(Escape.console(flag)): write NAME=VALUE, such as theme=brandA")
      }
      let name = String(flag[..<eq])
      let value = String(flag[flag.index(after: eq)...])
      if !fromFlags[name, default: []].contains(value) { fromFlags[name, default: []].append(value) }
    }
    for name in Set(fromFlags.keys).union(file?.dimensions?.keys ?? [:].keys).sorted()
    where !names.contains(name) {
      throw InputError("\(PreviewDimensionError(dimension: Escape.console(name), value: "", known: names))")
    }
    var result: [String: [String]] = [:]
    for d in linked {
      let (name, values) = try Self.values(of: d, flags: fromFlags, file: file)
      result[name] = values
    }
    return result
  }

  /// A dimension's name and values: the flags', else the file's, else its defaults, each checked.
  static func values<D: PreviewDimension>(of dimension: D.Type, flags: [String: [String]], file: File?) throws
    -> (String, [String])
  {
    var values: [String] = []
    for v in flags[D.name] ?? file?.dimensions?[D.name] ?? D.defaultValues where !values.contains(v) {
      values.append(v)
    }
    if values.isEmpty { throw InputError("the \(D.name) dimension has no value; give at least one") }
    for v in values {
      if let problem = problem(with: v, in: dimension) { throw InputError(problem) }
    }
    return (D.name, values)
  }

  /// Why `dimension` refuses `value`, in words, or nil when it accepts it.
  static func problem<D: PreviewDimension>(with value: String, in dimension: D.Type) -> String? {
    do {
      try dimension.validate(value)
      return nil
    } catch let e as PreviewDimensionError {
      return Escape.console(e.description)
    } catch {
      return "\(D.name) \(Escape.console(value)): \(Escape.console("\(error)"))"
    }
  }
}
