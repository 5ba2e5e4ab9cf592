/// How menus look, as SwiftUI's `MenuStyle`: a style makes a menu's view from its configuration.
/// Set one with `.menuStyle(_:)`; the built-in ones are `.automatic`, `.button` and
/// `.borderlessButton`. A still shows a menu closed: its label.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view a menu becomes.
  associatedtype Body: View
  /// The view for a configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = MenuStyleConfiguration
}

nonisolated extension View {
  /// The style of menus inside this view.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    self.style { (configuration: MenuStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}
