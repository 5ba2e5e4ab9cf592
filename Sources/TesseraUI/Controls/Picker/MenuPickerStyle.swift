/// A menu picker: the selected option in the tint color with an up-down chevron.
nonisolated public struct MenuPickerStyle: PickerStyle {
  /// The menu style.
  public init() {}
  /// A menu.
  public var _kind: PickerStyleKind { .menu }
}
