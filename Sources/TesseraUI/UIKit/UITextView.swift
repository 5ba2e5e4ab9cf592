import Foundation

#if !canImport(Darwin)
  /// What a `UITextView` tells its delegate; every method has a default that does nothing. In a
  /// still the user types nothing, so none is called.
  @MainActor @preconcurrency public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a change of the text is allowed.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
  }

  extension UITextViewDelegate {
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Allows it.
    public func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    )
      -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
  }

  /// UIKit's multi-line text view: drawn as its text from the top leading corner, inside its text
  /// container's inset (8 points above and below, 5 at the sides, as UIKit's).
  @MainActor @preconcurrency open class UITextView: UIScrollView {
    /// The text. Default empty.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Implicitly unwrapped as UIKit declares it, so iOS code reading its members compiles.
    open var text: String! = ""
    /// The text with attributes; its characters are drawn in the view's font and color.
    open var attributedText: NSAttributedString? {
      get { NSAttributedString(string: text ?? "") }
      set { text = newValue?.string ?? "" }
    }
    /// The font. Default the body style's.
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    /// The text's color. Default `.label`.
    open var textColor: UIColor? = .label
    /// How lines align. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited. Default true.
    open var isEditable = true
    /// Whether the text can be selected. Default true.
    open var isSelectable = true
    /// Space around the text, in points. Default 8 above and below.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Whether the font follows Dynamic Type. Default false.
    open var adjustsFontForContentSizeCategory = false
    /// The keyboard shown for editing. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The selected range. Default empty at the start.
    open var selectedRange = NSRange(location: 0, length: 0)

    override var isDrawnByTessera: Bool { true }

    override func swiftUIContent() -> AnyView? {
      guard let text, !text.isEmpty else { return nil }
      let alignment = textAlignment.textAlignment
      return AnyView(
        Text(verbatim: text)
          .font(Font(font ?? .preferredFont(forTextStyle: .body)))
          .foregroundColor(Color(uiColor: textColor ?? .label))
          .multilineTextAlignment(alignment)
          .padding(
            EdgeInsets(
              top: Double(textContainerInset.top), leading: Double(textContainerInset.left) + 5,
              bottom: Double(textContainerInset.bottom), trailing: Double(textContainerInset.right) + 5)
          )
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    }
  }
#endif
