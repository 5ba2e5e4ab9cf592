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

/// The label of the field a ``TextFieldStyle`` is given.
nonisolated public struct _TextFieldStyleLabel: View {
  let content: AnyView
  /// The field's content.
  public var body: AnyView { content }
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

/// The default text field style, `.automatic`: plain on iOS.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
  /// The field as it is.
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text alone, `.plain`.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}
  /// The field as it is.
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A bordered rounded rectangle, `.roundedBorder`, as `UITextField.BorderStyle.roundedRect`:
/// 7 pt vertical and 8 pt horizontal padding (34 pt high with the body font), a 5 pt corner
/// radius, a 0.5 pt border in `opaqueSeparator`-like gray (#C6C6C8 light, #38383A dark) on the
/// grouped cell background (white light, #1C1C1E dark).
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded-border style.
  public init() {}
  /// The field inside its border.
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
      .padding(.horizontal, 8)
      .padding(.vertical, 7)
      .background(
        RoundedRectangle(cornerRadius: 5, style: .circular).fill(
          SystemColors.secondarySystemGroupedBackground.color)
      )
      .overlay(
        RoundedRectangle(cornerRadius: 5, style: .circular).strokeBorder(
          SystemColors.opaqueSeparator.color, lineWidth: 0.5))
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
