import Foundation

/// The locale of what is being drawn, for code that localizes without an environment
/// (`String(localized:)` in a view's body or a preview): set while a renderer resolves its views
/// and while a preview makes its view.
enum RenderingLocale {
  /// The locale now, or nil outside a render.
  @TaskLocal static var current: Locale?

  /// `locale`, or the rendering locale when `locale` is the process's current one (the default
  /// argument of `String(localized:)`).
  static func resolve(_ locale: Locale) -> Locale {
    if locale == Locale.current, let current { return current }
    return locale
  }
}
