import TesseraSync
import TesseraUI
import UILibrary

/// Holds the current appearance (theme and density) and makes components in it (seed 002).
///
/// Factory methods return type-erased views (`AnyView`), so the app depends on abstractions and
/// the design can swap a component without touching call sites. Changing the theme rebuilds the
/// styles; observers are told.
public final class AppearanceService: Sendable {
  /// The appearance.
  public struct Appearance: Hashable, Sendable {
    /// The theme.
    public var theme: Theme
    /// The density.
    public var density: Density

    /// Creates an appearance.
    public init(theme: Theme, density: Density = .regular) {
      self.theme = theme
      self.density = density
    }
  }

  private let state:
    Locked<(appearance: Appearance, factory: StyleFactory, observers: [@Sendable (Appearance) -> Void])>

  /// Creates a service in an appearance.
  public init(appearance: Appearance) {
    state = Locked((appearance, StyleFactory(theme: appearance.theme), []))
  }

  /// The current appearance.
  public var appearance: Appearance {
    get { state.withLock { $0.appearance } }
    set {
      let observers = state.withLock { s -> [@Sendable (Appearance) -> Void] in
        s.appearance = newValue
        s.factory = StyleFactory(theme: newValue.theme)
        return s.observers
      }
      for o in observers { o(newValue) }
    }
  }

  /// The style factory of the current theme.
  public var styles: StyleFactory { state.withLock { $0.factory } }

  /// Calls `observer` with every new appearance.
  public func observe(_ observer: @escaping @Sendable (Appearance) -> Void) {
    state.withLock { $0.observers.append(observer) }
  }

  /// A view laid on the current theme's background, at the current density.
  @MainActor public func screen<Content: View>(@ViewBuilder _ content: () -> Content) -> AnyView {
    let a = appearance
    return AnyView(
      content().dsDensity(a.density).dsTheme(a.theme).padding(SpacingTokens.md).background(
        a.theme.palette.background))
  }

  /// A call-to-action button.
  @MainActor public func makeButton(title: String, state: ButtonState = .enabled, secondary: Bool = false)
    -> AnyView
  {
    let s = styles
    return AnyView(
      PrimaryButton(
        configuration: .init(title: title, state: state),
        style: secondary ? s.secondaryButton() : s.primaryButton()))
  }

  /// A product card.
  @MainActor public func makeProductCard(_ configuration: ProductCardConfiguration) -> AnyView {
    AnyView(ProductCard(configuration: configuration, style: styles.productCard()))
  }

  /// Text in a role.
  @MainActor public func makeText(_ text: String, role: TextRole) -> AnyView {
    AnyView(PrimaryText(text, style: styles.primaryText(role)))
  }
}
