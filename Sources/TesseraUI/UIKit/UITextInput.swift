import Foundation

#if !canImport(Darwin)
  /// A place in a text field's text (an offset in characters from its start).
  @MainActor @preconcurrency open class UITextPosition {
    let offset: Int
    init(offset: Int) { self.offset = offset }
  }

  /// A range of a text field's text.
  @MainActor @preconcurrency open class UITextRange {
    /// Where the range starts.
    public let start: UITextPosition
    /// Where the range ends.
    public let end: UITextPosition
    /// Whether the range is empty.
    open var isEmpty: Bool { start.offset == end.offset }
    init(start: UITextPosition, end: UITextPosition) {
      self.start = start
      self.end = end
    }
  }

  /// A keyboard input mode (a language's keyboard).
  @MainActor @preconcurrency open class UITextInputMode {
    /// The keyboard's language ("en-US", "emoji").
    open var primaryLanguage: String? { language }
    let language: String?
    init(language: String?) { self.language = language }
    /// The keyboards the user has: one English keyboard here.
    public static var activeInputModes: [UITextInputMode] { [UITextInputMode(language: "en-US")] }
  }

  extension UITextField {
    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").count) }
    /// A range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
      UITextRange(start: fromPosition, end: toPosition)
    }
    /// A position offset from another, nil when outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
      let o = position.offset + offset
      return (0...(text ?? "").count).contains(o) ? UITextPosition(offset: o) : nil
    }
    /// The characters from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
      toPosition.offset - from.offset
    }
  }
#endif
