/// How a `ControlGroup` is drawn, as SwiftUI's `ControlGroupStyle` (partial: every style draws the
/// inline group of bordered buttons; a menu style's collapsed look is not drawn).
public protocol ControlGroupStyle {}

nonisolated extension ControlGroupStyle where Self == NamedControlGroupStyle {
  /// The system's style for the context.
  public static var automatic: NamedControlGroupStyle { NamedControlGroupStyle(name: "automatic") }
  /// Controls as in a navigation bar.
  public static var navigation: NamedControlGroupStyle { NamedControlGroupStyle(name: "navigation") }
  /// Controls as a submenu of a menu.
  public static var menu: NamedControlGroupStyle { NamedControlGroupStyle(name: "menu") }
  /// Controls as a compact row of icons inside a menu.
  public static var compactMenu: NamedControlGroupStyle { NamedControlGroupStyle(name: "compactMenu") }
  /// Controls as a palette row inside a menu.
  public static var palette: NamedControlGroupStyle { NamedControlGroupStyle(name: "palette") }
}
