import TesseraUI

private struct CurrentUserKey: EnvironmentKey {
  static let defaultValue: User? = nil
}

/// The app's shared state, as environment values.
extension EnvironmentValues {
  /// The signed-in user, published by the app's root from ``AppState``. Environment values are
  /// plain values (they cross the renderer's threads), so the page sees the user, not the
  /// observable state object. Default nil.
  public var currentUser: User? {
    get { self[CurrentUserKey.self] }
    set { self[CurrentUserKey.self] = newValue }
  }
}
