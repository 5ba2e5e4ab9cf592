import TesseraUI

struct DSStylesKey: EnvironmentKey {
  static let defaultValue: any StyleProvider = SystemStyles()
}

/// The styles components are built from when a view reads them from the environment.
extension EnvironmentValues {
  /// The styles of this subtree's components when a view builds them from the environment
  /// (``StylesReader``, ``ComponentPreview``): the design system's theme sets them; default
  /// ``SystemStyles``. Components themselves still take their style in their initializer.
  public var dsStyles: any StyleProvider {
    get { self[DSStylesKey.self] }
    set { self[DSStylesKey.self] = newValue }
  }
}

/// Setting the environment's styles.
extension View {
  /// Sets the styles that ``StylesReader`` and ``ComponentPreview`` hand to their content.
  public func dsStyles(_ styles: any StyleProvider) -> some View { environment(\.dsStyles, styles) }
}
