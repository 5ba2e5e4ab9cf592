// Status: complete for iOS. The toggle is a macOS dialog's check box ("Do not show this message
// again"); SwiftUI documents it as having no effect on other platforms, and Tessera draws iOS.

nonisolated extension View {
  /// Lets the reader suppress the dialogs and alerts this view presents, with the default label
  /// (iOS 17, macOS 14): a check box in macOS dialogs, nothing on iOS, so nothing is drawn.
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

  /// The suppression toggle with a localized label (drawn on macOS only).
  public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>)
    -> some View
  { self }

  /// The suppression toggle with a label string (drawn on macOS only).
  @_disfavoredOverload
  public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>)
    -> some View
  { self }

  /// The suppression toggle with a text label (drawn on macOS only).
  public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
}
