/// The label of the field a ``TextFieldStyle`` is given.
nonisolated public struct _TextFieldStyleLabel: View {
  let content: AnyView
  /// The field's content.
  public var body: AnyView { content }
}
