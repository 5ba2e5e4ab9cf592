import Foundation
import TesseraText

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue = 1.0 }
struct FontKey: EnvironmentKey { static let defaultValue = Font.body }
struct ContentSizeScaleKey: EnvironmentKey { static let defaultValue = 1.0 }
struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
nonisolated struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
nonisolated struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
nonisolated struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
nonisolated struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LineSpacingKey: EnvironmentKey { static let defaultValue = 0.0 }
struct TrackingKey: EnvironmentKey { static let defaultValue = 0.0 }
struct FontLibraryKey: EnvironmentKey { static let defaultValue: FontLibrary? = try? FontLibrary.bundled() }
nonisolated struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension EnvironmentValues {
  /// Light or dark. Default `.light`.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// Left-to-right or right-to-left: mirrors stacks, leading/trailing alignment and padding.
  /// Default `.leftToRight`.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// Device pixels per point of the render. Default 1.
  public var displayScale: Double {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// The font of text. Default `.body` (Inter 17 pt).
  public var font: Font {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// Dynamic type: a factor applied to every font size. Default 1.
  public var contentSizeScale: Double {
    get { self[ContentSizeScaleKey.self] }
    set { self[ContentSizeScaleKey.self] = newValue }
  }
  /// The Dynamic Type size text styles are set at. Default `.large`.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
  /// The locale, as SwiftUI's `\.locale`. Default en_US (not the machine's: the same image on
  /// every machine).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The style of text and shapes without their own. Default `.primary`: UIKit's `label`, black
  /// in light and white in dark. Setting a hierarchical level (`.secondary`) keeps the current
  /// base style at that level.
  public var foregroundStyle: AnyShapeStyle {
    get { self[ForegroundStyleKey.self] ?? AnyShapeStyle(LeveledShapeStyle(base: nil, level: 0)) }
    set {
      // `.foregroundStyle(.foreground)` names the style already in force: it changes nothing
      // (stored, it would resolve to itself without end).
      if newValue.base is ForegroundStyle { return }
      if let h = newValue.base as? HierarchicalShapeStyle {
        self[ForegroundStyleKey.self] = AnyShapeStyle(LeveledShapeStyle(base: foregroundBase, level: h.level))
      } else {
        self[ForegroundStyleKey.self] = newValue
      }
    }
  }
  /// The foreground style that hierarchical levels apply to (nil: the default labels).
  var foregroundBase: AnyShapeStyle? {
    guard let stored = self[ForegroundStyleKey.self] else { return nil }
    if let leveled = stored.base as? LeveledShapeStyle { return leveled.base }
    return stored
  }
  /// The tint of controls and `.tint` styles (`.tint(_:)`); nil for the accent color (the system
  /// blue). Default nil.
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  /// The style `.background` draws (`.backgroundStyle(_:)`); nil for the system background.
  /// Default nil.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set {
      // `.backgroundStyle(.background)` names the style already in force (see foregroundStyle).
      if newValue?.base is BackgroundStyle { return }
      self[BackgroundStyleKey.self] = newValue
    }
  }
  /// The most lines of text; nil for no limit. Default nil.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// How many lines text keeps the height of, however short it is (`lineLimit(2...4)`,
  /// `lineLimit(3, reservesSpace: true)`); nil for none.
  var reservedLines: Int? {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }
  /// Where text that does not fit is cut. Default `.tail`.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  /// Alignment of the lines of multiline text. Default `.leading`.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
  /// Extra space between lines of text, in points. Default 0.
  public var lineSpacing: Double {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
  /// Extra space after each character of text, in points. Default 0.
  public var tracking: Double {
    get { self[TrackingKey.self] }
    set { self[TrackingKey.self] = newValue }
  }
  /// The fonts text is set in. Default: the bundled library.
  public var fontLibrary: FontLibrary? {
    get { self[FontLibraryKey.self] }
    set { self[FontLibraryKey.self] = newValue }
  }
  /// The axis of the stack laying out the view, if any (dividers and spacers follow it).
  var stackAxis: Axis? {
    get { self[StackAxisKey.self] }
    set { self[StackAxisKey.self] = newValue }
  }
}

struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
