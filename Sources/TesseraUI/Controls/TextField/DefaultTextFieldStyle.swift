/// The default text field style, `.automatic`: plain on iOS.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
  /// The field as it is.
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
