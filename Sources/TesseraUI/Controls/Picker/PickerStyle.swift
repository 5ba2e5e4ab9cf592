/// How pickers look, as SwiftUI's `PickerStyle`: `.automatic` (a menu on iOS), `.menu`,
/// `.segmented`, `.inline`, `.wheel`, `.navigationLink`, `.palette`. Set with `.pickerStyle(_:)`.
/// Custom picker styles cannot be written (as in SwiftUI).
public protocol PickerStyle {
  /// The look.
  var _kind: PickerStyleKind { get }
}

/// The built-in picker looks.
nonisolated public enum PickerStyleKind: Sendable {
  /// A menu button showing the selection.
  case menu
  /// A segmented control.
  case segmented
  /// The options as rows with a checkmark.
  case inline
  /// A wheel.
  case wheel
  /// A navigation row showing the selection.
  case navigationLink
  /// A palette (drawn as segmented).
  case palette
}

/// The default picker style (a menu on iOS).
nonisolated public struct DefaultPickerStyle: PickerStyle {
  /// The default style.
  public init() {}
  /// A menu.
  public var _kind: PickerStyleKind { .menu }
}
/// A menu picker: the selected option in the tint color with an up-down chevron.
nonisolated public struct MenuPickerStyle: PickerStyle {
  /// The menu style.
  public init() {}
  /// A menu.
  public var _kind: PickerStyleKind { .menu }
}
/// A segmented control.
nonisolated public struct SegmentedPickerStyle: PickerStyle {
  /// The segmented style.
  public init() {}
  /// Segmented.
  public var _kind: PickerStyleKind { .segmented }
}
/// The options as rows with a checkmark by the selected one.
nonisolated public struct InlinePickerStyle: PickerStyle {
  /// The inline style.
  public init() {}
  /// Inline.
  public var _kind: PickerStyleKind { .inline }
}
/// A wheel of options with the selected one in the band.
nonisolated public struct WheelPickerStyle: PickerStyle {
  /// The wheel style.
  public init() {}
  /// A wheel.
  public var _kind: PickerStyleKind { .wheel }
}
/// A row with the label and the selection, leading to the options.
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
  /// The navigation-link style.
  public init() {}
  /// A navigation row.
  public var _kind: PickerStyleKind { .navigationLink }
}
/// A palette of options (drawn as a segmented control).
nonisolated public struct PalettePickerStyle: PickerStyle {
  /// The palette style.
  public init() {}
  /// A palette.
  public var _kind: PickerStyleKind { .palette }
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
