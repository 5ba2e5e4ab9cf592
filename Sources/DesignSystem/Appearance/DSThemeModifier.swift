import TesseraUI
import UILibrary

/// Sets a theme for environment-injected styling (ADR-02 `.dsTheme()`): the theme's adaptive
/// schemes, the neutral one active, its component styles (`dsStyles`, a ``StyleFactory``), and
/// the matching color scheme. With no theme given, light or
/// dark follows the environment's color scheme.
struct DSThemeModifier: ViewModifier {
  let theme: Theme?
  @Environment(\.colorScheme) var systemColorScheme

  func body(content: Content) -> some View {
    let chosen = theme ?? (systemColorScheme == .dark ? Theme.dark : Theme.light)
    return
      content
      .environment(\.dsThemeColorScheme, chosen.colorScheme)
      .environment(\.dsActiveColorScheme, chosen.colorScheme.scheme(.neutral))
      .environment(\.dsStyles, StyleFactory(theme: chosen))
      .environment(\.colorScheme, chosen.isDark ? .dark : .light)
  }
}

/// Theme injection through the environment (ADR-02).
extension View {
  /// Uses a theme for environment-injected styling; nil picks light or dark from the
  /// environment's color scheme (ADR-02).
  public func dsTheme(_ theme: Theme? = nil) -> some View { modifier(DSThemeModifier(theme: theme)) }
}
