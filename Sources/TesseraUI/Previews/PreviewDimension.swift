/// A setting previews are rendered in that SwiftUI's environment does not have — a design
/// system's theme, a density — declared by the module that owns it and found at run time the way
/// previews are (no list written by hand).
///
///     public enum ThemeDimension: PreviewDimension {
///       public static let name = "theme"
///       public static let values = ["standard", "brandA", "brandB"]
///       public static func apply(_ value: String, to content: AnyView) -> AnyView {
///         AnyView(content.dsTheme(Theme.named(value)))
///       }
///     }
///
/// A run renders every preview in each chosen value of every dimension linked into the process
/// (``defaultValues`` unless the run names others: `--dimension theme=brandA`, or `"dimensions"`
/// in `tessera-previews.json`). The first of ``values`` is the default and is left out of image
/// names, so linking a new dimension renames no image already made.
public protocol PreviewDimension: SendableMetatype {
  /// The name in flags, the config file and messages, such as "theme": letters, digits, `-` and `_`.
  static var name: String { get }
  /// Every value by name; the first is the default, drawn when a run chooses none.
  static var values: [String] { get }
  /// The values a run renders when it names none. Default: every one of ``values``.
  static var defaultValues: [String] { get }
  /// Checks a value a run names. Default: accepts the names in ``values``.
  /// - Throws: ``PreviewDimensionError`` (or the dimension's own error) saying why the value is
  ///   refused.
  static func validate(_ value: String) throws
  /// `value` as image names and the gallery show it. Default: the value itself. A value that is a
  /// file's path names what the file defines (a tokens file's theme name).
  static func name(of value: String) -> String
  /// The color scheme `value` fixes (a theme drawn dark only), or nil when it follows the run's
  /// color scheme. Default nil. A run draws such a value once, in its own scheme, not once per
  /// color scheme.
  static func colorScheme(for value: String) -> ColorScheme?
  /// The preview's view drawn in `value`.
  @MainActor static func apply(_ value: String, to content: AnyView) -> AnyView
}

extension PreviewDimension {
  /// Every one of ``values``.
  public static var defaultValues: [String] { values }

  /// Accepts the names in ``values``.
  public static func validate(_ value: String) throws {
    guard values.contains(value) else {
      throw PreviewDimensionError(dimension: name, value: value, known: values)
    }
  }

  /// The value itself.
  public static func name(of value: String) -> String { value }

  /// Nil: the value follows the run's color scheme.
  public static func colorScheme(for value: String) -> ColorScheme? { nil }
}
