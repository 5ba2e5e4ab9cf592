/// The text alone, `.plain`.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}
  /// The field as it is.
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
