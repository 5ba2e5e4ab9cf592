/// How menus look, as SwiftUI's `MenuStyle` (menus draw their label as a button here).
public protocol MenuStyle {}

/// A menu style by name.
public struct NamedMenuStyle: MenuStyle, Hashable {
  let name: String
}

extension MenuStyle where Self == NamedMenuStyle {
  /// The default style.
  public static var automatic: NamedMenuStyle { NamedMenuStyle(name: "automatic") }
  /// A button.
  public static var button: NamedMenuStyle { NamedMenuStyle(name: "button") }
  /// A borderless button.
  public static var borderlessButton: NamedMenuStyle { NamedMenuStyle(name: "borderlessButton") }
}
