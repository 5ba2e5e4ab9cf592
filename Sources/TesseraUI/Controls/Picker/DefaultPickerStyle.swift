/// The default picker style (a menu on iOS).
nonisolated public struct DefaultPickerStyle: PickerStyle {
  /// The default style.
  public init() {}
  /// A menu.
  public var _kind: PickerStyleKind { .menu }
}
