/// A row with the label and the selection, leading to the options.
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
  /// The navigation-link style.
  public init() {}
  /// A navigation row.
  public var _kind: PickerStyleKind { .navigationLink }
}
