import Foundation
import TesseraSync
import TesseraUI
import UILibrary

/// The design system's themes as a dimension of preview runs, apart from the color scheme:
/// `standard` (the default) is ``Theme/light`` or ``Theme/dark`` as the run's color scheme says;
/// `brandA` and `brandB` are light themes, so a run draws each once, light, whatever color
/// schemes it asks for; a design-tokens `.json` file is a theme too, drawn in its own scheme.
///
/// Every preview of a program that links the design system is drawn in each theme a run chooses
/// (`--dimension theme=brandA`, `"dimensions": {"theme": [...]}` in `tessera-previews.json`;
/// default all three): `.dsTheme(_:)` around it sets the adaptive schemes and the component styles
/// that `ComponentPreview` and `StylesReader` read.
public enum ThemeDimension: PreviewDimension {
  /// "theme".
  public static let name = "theme"
  /// standard, brandA, brandB.
  public static let values = ["standard", Theme.brandA.name, Theme.brandB.name]

  /// Accepts the built-in names and readable design-tokens `.json` files.
  /// - Throws: `PreviewDimensionError` for an unknown name; ``TokenError`` for a file that
  ///   cannot be read as a theme.
  public static func validate(_ value: String) throws {
    if value.hasSuffix(".json") {
      _ = try theme(file: value)
    } else if !values.contains(value) {
      throw PreviewDimensionError(
        dimension: name, value: value, known: values + ["a design-tokens .json file"])
    }
  }

  /// The theme's own name for a tokens file (its `theme.name` token); the value itself otherwise.
  public static func name(of value: String) -> String {
    value.hasSuffix(".json") ? (theme(named: value)?.name ?? value) : value
  }

  /// Light for brandA and brandB, the file's own scheme for a tokens file; nil for standard.
  public static func colorScheme(for value: String) -> ColorScheme? {
    guard let theme = theme(named: value) else { return nil }
    return theme.isDark ? .dark : .light
  }

  /// The preview in the theme (standard: light or dark as the environment's color scheme).
  public static func apply(_ value: String, to content: AnyView) -> AnyView {
    AnyView(content.dsTheme(theme(named: value)))
  }

  /// The theme a value names; nil for standard (and for a file that cannot be read, refused
  /// earlier by ``validate(_:)``).
  static func theme(named value: String) -> Theme? {
    if value.hasSuffix(".json") { return try? theme(file: value) }
    return value == "standard" ? nil : Theme.named(value)
  }

  /// A tokens file's theme, read once per process.
  static func theme(file path: String) throws -> Theme {
    if let known = files.withLock({ $0[path] }) { return known }
    let theme = try DesignTokens.theme(contentsOf: path)
    files.withLock { $0[path] = theme }
    return theme
  }

  private static let files = Locked<[String: Theme]>([:])
}
