/// A field for a password, as SwiftUI's `SecureField`: each character drawn as a bullet "•".
nonisolated public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A secure field bound to a string, with a prompt and a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text, prompt: prompt, label: label, axis: .horizontal, secure: true)
  }

  /// The field.
  public var body: some View { field }
}

nonisolated extension SecureField where Label == Text {
  /// A secure field with a title key as placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// A secure field with a title as placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// A secure field with a title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
  /// A secure field with a title and a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
  /// A secure field with a commit callback (deprecated in SwiftUI; never called in a still).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
}
