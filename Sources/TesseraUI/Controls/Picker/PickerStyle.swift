/// How pickers look, as SwiftUI's `PickerStyle`: `.automatic` (a menu on iOS), `.menu`,
/// `.segmented`, `.inline`, `.wheel`, `.navigationLink`, `.palette`. Set with `.pickerStyle(_:)`.
/// Custom picker styles cannot be written (as in SwiftUI).
public protocol PickerStyle {
  /// The look.
  var _kind: PickerStyleKind { get }
}

nonisolated extension PickerStyle where Self == DefaultPickerStyle {
  /// The default style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
nonisolated extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
nonisolated extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
nonisolated extension PickerStyle where Self == InlinePickerStyle {
  /// Rows with a checkmark.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
nonisolated extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
nonisolated extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A navigation row.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
nonisolated extension PickerStyle where Self == PalettePickerStyle {
  /// A palette.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
  /// The picker look as a body function.
  var pickerStyle: PickerLook { PickerLook(kind: pickerStyleKind) }
}

nonisolated extension View {
  /// The style of pickers inside this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = style._kind
    return modifier(EnvironmentModifier { $0.pickerStyleKind = kind })
  }
}
