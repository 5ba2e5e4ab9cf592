/// The options as rows with a checkmark by the selected one.
nonisolated public struct InlinePickerStyle: PickerStyle {
  /// The inline style.
  public init() {}
  /// Inline.
  public var _kind: PickerStyleKind { .inline }
}
