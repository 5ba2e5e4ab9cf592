/// How text fields look, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` draw the text
/// alone, `.roundedBorder` inside a bordered rounded rectangle.
///
/// A custom style implements `_body(configuration:)` as SwiftUI's own styles do:
///
///     struct Boxed: TextFieldStyle {
///       func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(12).background(RoundedRectangle(cornerRadius: 8).stroke(.gray))
///       }
///     }
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The view a field becomes.
  associatedtype _Body: View
  /// The view for a field (the field itself, to wrap).
  @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
  /// The label type of the field a style is given.
  typealias _Label = _TextFieldStyleLabel
}

nonisolated extension View {
  /// The style of text fields inside this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    self.style { (field: TextField<_TextFieldStyleLabel>) in
      MainActorBody.call(style, field) { $0._body(configuration: $1) }
    }
  }
}

nonisolated extension TextField where Label == _TextFieldStyleLabel {
  /// The field a style is given: it draws the content it was made from.
  init(styled label: _TextFieldStyleLabel) {
    self.init(text: .constant(""), prompt: nil, label: { label }, axis: .horizontal)
    isStyledContent = true
  }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default style (plain on iOS).
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A bordered rounded rectangle.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
