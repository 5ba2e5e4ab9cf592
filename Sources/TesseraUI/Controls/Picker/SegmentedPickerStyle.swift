/// A segmented control.
nonisolated public struct SegmentedPickerStyle: PickerStyle {
  /// The segmented style.
  public init() {}
  /// Segmented.
  public var _kind: PickerStyleKind { .segmented }
}
