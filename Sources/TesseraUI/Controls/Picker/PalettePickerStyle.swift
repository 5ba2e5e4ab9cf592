/// A palette of options (drawn as a segmented control).
nonisolated public struct PalettePickerStyle: PickerStyle {
  /// The palette style.
  public init() {}
  /// A palette.
  public var _kind: PickerStyleKind { .palette }
}
