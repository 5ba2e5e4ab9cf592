/// A wheel of options with the selected one in the band.
nonisolated public struct WheelPickerStyle: PickerStyle {
  /// The wheel style.
  public init() {}
  /// A wheel.
  public var _kind: PickerStyleKind { .wheel }
}
