import Foundation
import TesseraDisplayList
import TesseraText

/// A paragraph of text, as SwiftUI's `Text`: set in the environment's font, colored with the
/// foreground style, wrapped to the width offered.
///
/// A string literal is a ``LocalizedStringKey``: its Markdown (`**bold**`, `*italic*`,
/// `~~struck~~`, `` `code` ``, `[link](url)`) is read and interpolations take format specifiers
/// (`"\(value, specifier: "%.1f")"`); a `String` value is shown as it is. Text modifiers
/// (`font`, `fontWeight`, `bold`, `italic`, `foregroundStyle`, `underline`, `kerning`…) return
/// `Text`, so `Text + Text` works.
///
/// Partial: a paragraph is drawn in one style. When its runs differ (`Text("a").bold() +
/// Text("b")`, Markdown), the text of every run is shown in the first run's font and color; runs
/// in their own styles come with the text engine's styled runs (issue 20).
nonisolated public struct Text: View {
  /// Where text that does not fit is cut.
  public typealias TruncationMode = TesseraText.TruncationMode

  /// A piece of the text with its own attributes.
  struct Run {
    var string: String
    var attributes = Attributes()
    /// The run's text in a locale (`Text(_:format:)`: the format style in the environment's
    /// locale, as SwiftUI formats it); nil for text that does not depend on it.
    var localized: (@Sendable (Locale) -> String)? = nil

    /// The localization key the run was made from, when it was (`Text("key")`): drawn in the
    /// translation its tables have for the environment's locale.
    var source: KeySource? = nil

    /// The text in `locale`.
    func string(in locale: Locale) -> String { localized?(locale) ?? string }
  }

  /// A localized string key a text's runs were made from, with where to look it up; shared by the
  /// runs it made (the first `count` runs that carry it, consecutive).
  final class KeySource: @unchecked Sendable {
    let key: LocalizedStringKey
    let table: String?
    let folders: [String]
    /// How many runs the key made.
    let count: Int

    init(key: LocalizedStringKey, table: String?, folders: [String], count: Int) {
      self.key = key
      self.table = table
      self.folders = folders
      self.count = count
    }
  }

  /// What a run's modifiers set; nil is "from the environment".
  struct Attributes {
    var font: Font?
    var weight: FontWeight?
    var italic: Bool?
    var design: Font.Design?
    var monospacedDigit: Bool?
    var style: AnyShapeStyle?
    var underline: Decoration?
    var strikethrough: Decoration?
    var kerning: Double?
    var tracking: Double?
    var baselineOffset: Double?
    var link: URL?

    /// Fills what this run leaves unset from `outer` (the inner modifier wins, as in SwiftUI).
    mutating func inherit(_ outer: Attributes) {
      font = font ?? outer.font
      weight = weight ?? outer.weight
      italic = italic ?? outer.italic
      design = design ?? outer.design
      monospacedDigit = monospacedDigit ?? outer.monospacedDigit
      style = style ?? outer.style
      underline = underline ?? outer.underline
      strikethrough = strikethrough ?? outer.strikethrough
      kerning = kerning ?? outer.kerning
      tracking = tracking ?? outer.tracking
      baselineOffset = baselineOffset ?? outer.baselineOffset
      link = link ?? outer.link
    }
  }

  /// A line through or under the text.
  struct Decoration {
    var isActive: Bool
    var color: Color?
  }

  var runs: [Run]

  init(runs: [Run]) { self.runs = runs }

  /// Text from a localized string key: a string literal, with its Markdown read and its
  /// interpolations formatted, in the translation the string tables of `bundle` (nil: the main
  /// bundle and the package resource bundles beside the program) have for the environment's
  /// locale: `Localizable.xcstrings` (or `tableName`) or `<language>.lproj/Localizable.strings`,
  /// looked up by the key with its values as format specifiers (`"Hello, %@!"`). Without a
  /// translation the key's own text is shown (with a warning when the app has string tables).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    var made = key.runs()
    // Only an app with string tables has anything to look up.
    let resources = ResourceBundles.set(bundle)
    if resources.hasTables(tableName) {
      let source = KeySource(key: key, table: tableName, folders: resources.folders, count: made.count)
      for i in made.indices { made[i].source = source }
    }
    runs = made
  }

  /// Text showing a string as it is (no Markdown, no localization).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

  /// Text showing a string as it is.
  public init(verbatim content: String) { runs = [Run(string: content)] }

  /// Text of an attributed string, each run in its attributes: SwiftUI's (`font`,
  /// `foregroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`,
  /// `baselineOffset`), links (in the tint color) and parsed Markdown's presentation intents (bold,
  /// italic, code, struck through). `backgroundColor` is kept but not drawn. (Foundation on Linux
  /// makes `AttributedString` a string literal type; this initializer yields to
  /// ``init(_:tableName:bundle:comment:)`` so a literal is read as Markdown, as in SwiftUI.)
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var out: [Run] = []
    for run in attributedContent.runs {
      var r = Run(string: String(attributedContent[run.range].characters))
      if let intent = run.inlinePresentationIntent {
        if intent.contains(.stronglyEmphasized) { r.attributes.weight = .bold }
        if intent.contains(.emphasized) { r.attributes.italic = true }
        if intent.contains(.strikethrough) { r.attributes.strikethrough = Decoration(isActive: true) }
        if intent.contains(.code) { r.attributes.design = .monospaced }
      }
      if let link = run.link {
        r.attributes.link = link
        r.attributes.style = AnyShapeStyle(TintShapeStyle())
      }
      if let font = run.font { r.attributes.font = font }
      if let color = run.foregroundColor { r.attributes.style = AnyShapeStyle(color) }
      if let line = run.underlineStyle {
        r.attributes.underline = Decoration(isActive: true, color: line.color)
      }
      if let line = run.strikethroughStyle {
        r.attributes.strikethrough = Decoration(isActive: true, color: line.color)
      }
      if let kern = run.kern { r.attributes.kerning = Double(kern) }
      if let tracking = run.tracking { r.attributes.tracking = Double(tracking) }
      if let offset = run.baselineOffset { r.attributes.baselineOffset = Double(offset) }
      out.append(r)
    }
    runs = out.isEmpty ? [Run(string: "")] : out
  }

  /// The text of every run (formatted values in English, United States).
  var content: String { runs.map(\.string).joined() }

  /// The text of every run in a locale.
  func content(in locale: Locale) -> String { runs.map { $0.string(in: locale) }.joined() }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }

  /// A copy with `change` applied to every run's attributes as an outer modifier.
  func modified(_ change: (inout Attributes) -> Void) -> Text {
    var outer = Attributes()
    change(&outer)
    var t = self
    for i in t.runs.indices { t.runs[i].attributes.inherit(outer) }
    return t
  }
}

nonisolated extension Text: ResolvableView {
  /// A run's attributes with the environment's filling what it leaves unset.
  private func resolvedAttributes(_ env: EnvironmentValues) -> [Attributes] {
    let runs = self.runs.isEmpty ? [Run(string: "")] : self.runs
    return runs.map { r in
      var a = r.attributes
      a.inherit(env.textAttributes)
      return a
    }
  }

  /// The face a run is set in at a size in points: family (by design and optical size), weight,
  /// slant and features.
  private static func face(_ a: Attributes, _ env: EnvironmentValues, size: Double) -> TextRun {
    let f = a.font ?? env.font
    var features: [FontFeature] = []
    let design = a.design ?? f.design
    if a.monospacedDigit ?? (f.usesMonospacedDigits || design == .monospaced) {
      features.append(.tabularFigures)
    }
    return TextRun(
      length: 0, family: f.family(design: design, size: size, library: env.fontLibrary),
      weight: a.weight ?? f.weight,
      italic: (a.italic ?? false) || f.isItalic, features: features)
  }

  /// A run's color: its own style, a link's tint, else the environment's foreground style.
  private static func color(_ a: Attributes, _ env: EnvironmentValues) -> Color.Resolved {
    if let style = a.style { return style.resolvedColor(in: env) }
    if a.link != nil { return (env.tint ?? Color.accentColor).resolve(in: env) }
    return env.foregroundStyle.resolvedColor(in: env)
  }

  /// A run's underline and strikethrough.
  private static func decorations(_ a: Attributes, color: Color.Resolved, _ env: EnvironmentValues)
    -> [TextNode.Line]
  {
    var out: [TextNode.Line] = []
    if let u = a.underline, u.isActive {
      out.append(TextNode.Line(kind: .underline, color: (u.color?.resolve(in: env)) ?? color))
    }
    if let s = a.strikethrough, s.isActive {
      out.append(TextNode.Line(kind: .strikethrough, color: (s.color?.resolve(in: env)) ?? color))
    }
    return out
  }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    if runs.contains(where: { $0.source != nil }) {
      return localized(context).makeNodes(context)
    }
    let env = context.environment
    let attributes = resolvedAttributes(env)
    let a = attributes[0]
    let f = a.font ?? env.font
    var size = f.pointSize(in: env)
    if size.isFinite, size <= 0 {
      // Core Text makes a font of size 0 at its default size, 12 pt (a size computed from a
      // geometry that is still zero, in a first layout pass); a negative size is a mistake, said.
      if size < 0 {
        context.diagnostics.warn(
          "Text \"\(content.prefix(40))\": font size \(size) is negative; drawn at 12 pt")
      }
      size = 12
    }
    let first = Self.face(a, env, size: size)
    var style = TextStyle(
      family: first.family, size: size, weight: first.weight, italic: first.italic, features: first.features,
      tracking: (a.tracking ?? env.tracking) + (a.kerning ?? 0)
        + Font.systemTracking(family: first.family, size: size), lineSpacing: env.lineSpacing,
      alignment: env.multilineTextAlignment, lineLimit: env.lineLimit, truncation: env.truncationMode,
      direction: env.layoutDirection, locale: env.locale.identifier)
    guard let library = env.fontLibrary else {
      context.diagnostics.error(
        .text("no fonts: the bundled Fonts folder was not found (set TESSERA_FONTS_DIR)"))
      return []
    }
    // A text style's leading: its lines as far apart as iOS draws them (22 pt for body text).
    let face = try? library.face(family: first.family, weight: first.weight, italic: first.italic)
    let extraLeading: Double
    if (a.design ?? f.design) == .default, let face {
      let natural = (face.ascender + face.descender + face.lineGap) * size
      extraLeading = f.extraLineSpacing(in: env, pointSize: size, natural: natural)
    } else {
      extraLeading = f.extraLineSpacing(in: env, pointSize: size, natural: .nan)
    }
    style.lineSpacing += extraLeading
    func cased(_ s: String) -> String {
      guard let textCase = env.textCase else { return s }
      return textCase == .uppercase ? s.uppercased() : s.lowercased()
    }
    let color = Self.color(a, env)
    var decorations = Self.decorations(a, color: color, env)
    let content = content(in: env.locale)
    var string = cased(content)
    // Runs that differ (Markdown, `Text + Text`, an `AttributedString`): each its face, color and
    // lines. Runs that all look the same are one.
    var textRuns: [TextRun] = []
    var colors = [color]
    var runDecorations: [[TextNode.Line]] = []
    if runs.count > 1 {
      let strings = runs.map { cased($0.string(in: env.locale)) }
      let faces = zip(strings, attributes).map { s, ra in
        let asked = (ra.font ?? env.font).pointSize(in: env)
        let runSize = asked.isFinite && asked <= 0 ? 12 : asked
        var face = Self.face(ra, env, size: runSize)
        face.length = s.unicodeScalars.count
        face.size = abs(runSize - size) > 1e-9 ? runSize : nil
        return face
      }
      let runColors = attributes.map { Self.color($0, env) }
      let lines = zip(attributes, runColors).map { Self.decorations($0, color: $1, env) }
      let sameFace = faces.allSatisfy {
        var f = $0
        f.length = 0
        return f == first
      }
      let sameLook = runColors.allSatisfy { $0 == color } && lines.allSatisfy(\.isEmpty)
      if !(sameFace && sameLook) {
        textRuns = faces
        colors = runColors
        runDecorations = lines
        string = strings.joined()
        decorations = []
      }
    }
    do {
      // Validate once now (every run's family), so errors surface when resolving rather than as
      // an empty view.
      _ = try TextLayout.cached(text: "", style: style, runs: textRuns, library: library)
      // Characters no bundled font covers are drawn as boxes: say which, never silently.
      let unwrapped = try TextLayout.cached(text: string, style: style, runs: textRuns, library: library)
      if !unwrapped.missingScalars.isEmpty {
        var seen: Set<UInt32> = []
        let codes = unwrapped.missingScalars.filter { seen.insert($0.value).inserted }.prefix(8).map {
          "U+" + String($0.value, radix: 16, uppercase: true)
        }
        let more = seen.count > 8 ? " and more" : ""
        context.diagnostics.warn(
          "Text \"\(content.prefix(40))\": no bundled font has \(codes.joined(separator: ", "))\(more); drawn as boxes"
        )
      }
    } catch {
      context.diagnostics.error(.text("\"\(content.prefix(40))\": \(error)"))
      return []
    }
    if context.collectsLabelText { context.preferences?.add(ControlLabelText.self, [content]) }
    let node = TextNode(
      content: string, style: style, library: library, color: color, environment: env)
    node.runs = textRuns
    node.runColors = colors
    node.runDecorations = runDecorations
    node.decorations = decorations
    node.baselineOffset = a.baselineOffset ?? 0
    node.minimumScaleFactor = env.minimumScaleFactor
    node.reservedLines = env.reservedLines.map { max(1, min($0, env.lineLimit ?? $0)) } ?? 0
    if let face {
      // The spacing a stack leaves around the text comes from its largest font's metrics.
      let largest = textRuns.reduce(size) { Swift.max($0, $1.size ?? size) }
      let k = size > 0 ? largest / size : 1
      node.textSpacing = ViewSpacing.text(
        ascender: face.ascender * largest, descender: face.descender * largest,
        capHeight: face.capHeight * largest, leading: (face.lineGap * size + extraLeading) * k,
        pixelLength: env.displayScale > 0 ? 1 / env.displayScale : 1)
    }
    if env.redactionReasons.contains(.placeholder) { node.redaction = color.redactionPlaceholder }
    return [node]
  }
}

nonisolated extension Text {
  /// The text with each run made from a localized key replaced by the runs of the key's
  /// translation for the environment's locale (keeping what modifiers added to them), and no
  /// run left marked as made from a key.
  func localized(_ context: ResolveContext) -> Text {
    let locale = context.environment.locale
    var out: [Run] = []
    var i = 0
    while i < runs.count {
      guard let source = runs[i].source else {
        out.append(runs[i])
        i += 1
        continue
      }
      var end = i
      while end < runs.count, runs[end].source === source, end - i < source.count { end += 1 }
      let group = runs[i..<end].map { r -> Run in
        var r = r
        r.source = nil
        return r
      }
      let key = source.key.formatKey
      if let template = StringTables.lookup(
        key, table: source.table, folders: source.folders, locale: locale, count: source.key.firstCount)
      {
        // What modifiers set on the runs, beyond what the key's Markdown did, goes on the
        // translation's runs.
        let added = group[0].attributes.added(since: source.key.runs().first?.attributes ?? Attributes())
        out += source.key.translated(template).runs().map { r in
          var r = r
          r.attributes.inherit(added)
          return r
        }
      } else {
        if let why = StringTables.missing(key, table: source.table, folders: source.folders, locale: locale) {
          context.diagnostics.warn("Text: \(why)")
        }
        out += group
      }
      i = end
    }
    return Text(runs: out)
  }
}

nonisolated extension Text.Attributes {
  /// The attributes set here that `pristine` leaves unset (what modifiers added).
  func added(since pristine: Text.Attributes) -> Text.Attributes {
    var a = Text.Attributes()
    if pristine.font == nil { a.font = font }
    if pristine.weight == nil { a.weight = weight }
    if pristine.italic == nil { a.italic = italic }
    if pristine.design == nil { a.design = design }
    if pristine.monospacedDigit == nil { a.monospacedDigit = monospacedDigit }
    if pristine.style == nil { a.style = style }
    if pristine.underline == nil { a.underline = underline }
    if pristine.strikethrough == nil { a.strikethrough = strikethrough }
    if pristine.kerning == nil { a.kerning = kerning }
    if pristine.tracking == nil { a.tracking = tracking }
    if pristine.baselineOffset == nil { a.baselineOffset = baselineOffset }
    if pristine.link == nil { a.link = link }
    return a
  }
}
