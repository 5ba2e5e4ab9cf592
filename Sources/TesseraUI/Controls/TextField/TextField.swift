import Foundation

/// A control that edits text, as SwiftUI's `TextField`: the binding's text on one line (or
/// several with `axis: .vertical`), or the placeholder in `placeholderText` gray when empty;
/// drawn by the environment's text field style (`.automatic` is `.plain` on iOS: no border).
/// A focused field (`.focused`) shows its caret after the text, in the tint color.
nonisolated public struct TextField<Label: View>: View {
  let text: Binding<String>
  let prompt: Text?
  let label: Label
  let axis: Axis
  var isSecure = false
  /// The field a text field style is given: draws its label (the real field's content) as is.
  var isStyledContent = false

  /// A field bound to a string, with a prompt and a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
    axis = .horizontal
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension TextField where Label == Text {
  /// A field with a title key as placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// A field with a title as placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// A field with a title and a prompt (the prompt is the placeholder).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
  /// A field with a title and a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
  /// A field that grows along an axis (`.vertical`: the text wraps onto more lines, within
  /// `lineLimit`).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, label: { Text(titleKey) }, axis: axis)
  }
  /// A field that grows along an axis.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, label: { Text(title) }, axis: axis)
  }
  /// A field with a prompt that grows along an axis.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, label: { Text(titleKey) }, axis: axis)
  }
  /// A field with a prompt that grows along an axis.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, label: { Text(title) }, axis: axis)
  }
  /// A field with editing callbacks (deprecated in SwiftUI; never called in a still).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// A field with a commit callback (deprecated in SwiftUI; never called in a still).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// A field titled with a string, with editing callbacks (deprecated in SwiftUI; never called in
  /// a still).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// A field titled with a string, with a commit callback (deprecated in SwiftUI; never called in
  /// a still).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// A field editing a value through a format style: the value is shown formatted, and text typed
  /// by a test host is parsed back (left unchanged when it does not parse).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    let text = Binding<String>(
      get: { format.format(value.wrappedValue) },
      set: { if let v = try? format.parseStrategy.parse($0) { value.wrappedValue = v } })
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
  /// A field editing an optional value through a format style (empty when nil).
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    let text = Binding<String>(
      get: { value.wrappedValue.map { format.format($0) } ?? "" },
      set: { value.wrappedValue = try? format.parseStrategy.parse($0) })
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }
}

extension TextField {
  init(
    text: Binding<String>, prompt: Text?, @ViewBuilder label: () -> Label, axis: Axis, secure: Bool = false
  ) {
    self.text = text
    self.prompt = prompt
    self.label = label()
    self.axis = axis
    isSecure = secure
  }

  /// A field with a label view that grows along an axis.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, label: label, axis: axis)
  }
}

nonisolated extension TextField: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    if isStyledContent { return resolve(label, context) }
    let binding = text
    let c = context.child(type: Self.self)
    // The placeholder: the prompt, else the label's text.
    let (_, labelText) = c.child(1).resolveCollectingText(label)
    let placeholder = prompt ?? Text(verbatim: labelText)
    let content = TextFieldContent(
      text: binding.wrappedValue, placeholder: placeholder, isSecure: isSecure, axis: axis)
    // The style is given the field itself, which draws `content` (`_body(configuration:)`).
    let styled = StyledBody(
      configuration: TextField<_TextFieldStyleLabel>(styled: _TextFieldStyleLabel(content: AnyView(content))),
      fallback: { AnyView(DefaultTextFieldStyle()._body(configuration: $0)) })
    let nodes = resolve(styled, c.child(2))
    let handle = ControlHandle(
      kind: isSecure ? .secureField : .textField, isEnabled: env.isEnabled, tap: nil,
      setText: { binding.wrappedValue = $0 }, text: { binding.wrappedValue })
    return context.controlNode(
      nodes, handle: handle, label: labelText.isEmpty ? (prompt?.content ?? "") : labelText,
      trait: .textField,
      value: isSecure ? nil : binding.wrappedValue)
  }
}
