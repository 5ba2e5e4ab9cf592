import Foundation

#if !canImport(Darwin)
  /// UIKit's label: drawn as a SwiftUI `Text` of its text, font, color, alignment and line limit.
  @MainActor @preconcurrency open class UILabel: UIView {
    /// The text. Default nil.
    open var text: String?
    /// The font. Default the body style's.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Implicitly unwrapped as UIKit declares it, so iOS code reading its members compiles.
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    /// The text's color. Default `.label`.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Implicitly unwrapped as UIKit declares it, so iOS code reading its members compiles.
    open var textColor: UIColor! = .label
    /// How lines align. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines drawn; 0 for no limit. Default 1.
    open var numberOfLines = 1
    /// How a line that does not fit ends. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width. Default false.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to. Default 0.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows Dynamic Type. Default false.
    open var adjustsFontForContentSizeCategory = false
    /// The text with attributes; its characters are drawn in the label's font and color.
    open var attributedText: NSAttributedString? {
      get { text.map { NSAttributedString(string: $0) } }
      set { text = newValue?.string }
    }
    /// The width at which lines wrap under Auto Layout. Default 0.
    open var preferredMaxLayoutWidth: CGFloat = 0

    override var isDrawnByTessera: Bool { true }
    override var sizesToContent: Bool { true }

    override func swiftUIContent() -> AnyView? {
      guard let text, !text.isEmpty else { return nil }
      let alignment = textAlignment.textAlignment
      let frameAlignment = textAlignment.frameAlignment
      let truncation: Text.TruncationMode =
        switch lineBreakMode {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        default: .tail
        }
      return AnyView(
        Text(verbatim: text)
          .font(Font(font ?? .preferredFont(forTextStyle: .body)))
          .foregroundColor(Color(uiColor: textColor ?? .label))
          .multilineTextAlignment(alignment)
          .lineLimit(numberOfLines > 0 ? numberOfLines : nil)
          .truncationMode(truncation)
          .minimumScaleFactor(adjustsFontSizeToFitWidth ? max(minimumScaleFactor, 0.01) : 1)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: frameAlignment))
    }
  }
#endif
