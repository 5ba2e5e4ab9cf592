import Foundation

#if !canImport(Darwin)
  /// What a `UITextField` tells its delegate; every method has a default. In a still the user
  /// types nothing, so none is called.
  @MainActor @preconcurrency public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether a change of the text is allowed.
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
      -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether Return is handled.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button clears.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
  }

  extension UITextFieldDelegate {
    /// Allows it.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Allows it.
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Handles it.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Clears.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  }

  /// How UIKit capitalizes typed text.
  nonisolated public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every character.
    case allCharacters
  }

  /// Whether UIKit corrects typed text.
  nonisolated public enum UITextAutocorrectionType: Int, Sendable {
    /// As the system decides.
    case `default`
    /// Never.
    case no
    /// Always.
    case yes
  }

  /// The Return key's title.
  nonisolated public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
  }

  /// UIKit's one-line text field: drawn as its text, else its placeholder in the placeholder
  /// color, one line with a tail ellipsis, in its font, vertically centred, inset 7 points at the
  /// sides inside a `.roundedRect` border (drawn as UIKit's: a 5-point rounded rectangle with a
  /// hairline border).
  @MainActor @preconcurrency open class UITextField: UIControl {
    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable {
      /// None.
      case none
      /// A line.
      case line
      /// A bezel.
      case bezel
      /// A rounded rectangle.
      case roundedRect
    }
    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable {
      /// Never.
      case never
      /// While editing.
      case whileEditing
      /// Unless editing.
      case unlessEditing
      /// Always.
      case always
    }

    /// Posted when a field's text changes.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field begins editing.
    public static let textDidBeginEditingNotification = Notification.Name(
      "UITextFieldTextDidBeginEditingNotification")
    /// Posted when a field ends editing.
    public static let textDidEndEditingNotification = Notification.Name(
      "UITextFieldTextDidEndEditingNotification")
    /// The text. Default empty.
    open var text: String? = ""
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The selected range of the text; nil (nothing is selected in a still).
    open var selectedTextRange: UITextRange?
    /// The font. Default the body style's.
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    /// The text's color. Default `.label`.
    open var textColor: UIColor? = .label
    /// How the text aligns. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// The border. Default `.none`.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows. Default `.never`.
    open var clearButtonMode: ViewMode = .never
    /// The keyboard shown for editing. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title. Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// How typed text is capitalized. Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typed text is corrected. Default `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the text is hidden as dots. Default false.
    open var isSecureTextEntry = false
    /// What kind of text the field holds, for AutoFill.
    open var textContentType: UITextContentType?
    /// The delegate.
    open weak var delegate: UITextFieldDelegate?
    /// A view shown above the keyboard.
    open var inputAccessoryView: UIView?
    /// A view shown in place of the keyboard.
    open var inputView: UIView?
    /// Whether the font follows Dynamic Type. Default false.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the font shrinks to fit the width. Default false.
    open var adjustsFontSizeToFitWidth = false
    /// The view at the leading end.
    open var leftView: UIView?
    /// When the leading view shows. Default `.never`.
    open var leftViewMode: ViewMode = .never
    /// The view at the trailing end.
    open var rightView: UIView?
    /// When the trailing view shows. Default `.never`.
    open var rightViewMode: ViewMode = .never
    /// Whether the field is being edited: never in a still.
    open var isEditing: Bool { false }
    /// The field can take the keyboard.
    open override var canBecomeFirstResponder: Bool { true }

    open override var intrinsicContentSize: CGSize {
      let line = (font ?? .preferredFont(forTextStyle: .body)).lineHeight.rounded(.up)
      return CGSize(
        width: UIView.noIntrinsicMetric, height: borderStyle == .roundedRect ? line + 13 : line + 1)
    }

    override var isDrawnByTessera: Bool { true }

    override func swiftUIContent() -> AnyView? {
      let shown = (text?.isEmpty == false) ? text : placeholder
      let alignment = textAlignment.frameAlignment
      var content = AnyView(Color.clear)
      if let shown {
        let isPlaceholder = text?.isEmpty != false
        let drawn = isSecureTextEntry && !isPlaceholder ? String(repeating: "•", count: shown.count) : shown
        content = AnyView(
          Text(verbatim: drawn)
            .font(Font(font ?? .preferredFont(forTextStyle: .body)))
            .foregroundColor(
              isPlaceholder ? Color(uiColor: .placeholderText) : Color(uiColor: textColor ?? .label)
            )
            .lineLimit(1)
            .truncationMode(.tail)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
      }
      guard borderStyle == .roundedRect else { return content }
      return AnyView(
        content.padding(.horizontal, 7)
          .background(
            RoundedRectangle(cornerRadius: 5, style: .circular).fill(Color(uiColor: .systemBackground))
          )
          .overlay(
            RoundedRectangle(cornerRadius: 5, style: .circular).strokeBorder(
              Color(uiColor: .separator), lineWidth: 0.5)))
    }
  }
#endif
