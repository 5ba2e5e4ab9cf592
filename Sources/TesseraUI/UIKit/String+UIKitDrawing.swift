import Foundation

#if !canImport(Darwin)
  /// UIKit's string drawing attributes as a SwiftUI `Text`: the font (UIKit's default, 12-point
  /// system text, when none), the color (black when none) and the letter spacing.
  nonisolated enum UIKitStringDrawing {
    static func text(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> Text {
      let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
      let color = attributes?[.foregroundColor] as? UIColor ?? UIColor(red: 0, green: 0, blue: 0, alpha: 1)
      let foreground: Color = Color(uiColor: color)
      var text: Text = Text(verbatim: string).font(Font(font)).foregroundColor(foreground)
      if let kern = attributes?[.kern] as? CGFloat, kern.isFinite { text = text.kerning(kern) }
      if let kern = attributes?[.kern] as? Double, kern.isFinite { text = text.kerning(CGFloat(kern)) }
      return text
    }

    /// The size the text takes on one line, or wrapped to `width`, in points.
    static func size(_ text: Text, width: CGFloat? = nil) -> CGSize {
      let renderer = ImageRenderer(
        content: text.fixedSize(horizontal: width == nil, vertical: true).frame(
          width: width, alignment: .topLeading))
      guard let list = try? renderer.render().displayList else { return .zero }
      return CGSize(width: CGFloat(list.size.width), height: CGFloat(list.size.height))
    }
  }

  extension String {
    /// Draws the string with its top-left corner at `point` in the current UIKit context (an image
    /// renderer's or a view's `draw(_:)`); nothing outside a context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
      UIGraphicsGetCurrentContext()?.draw(UIKitStringDrawing.text(self, attributes), at: point, in: nil)
    }

    /// Draws the string wrapped in `rect` in the current UIKit context; nothing outside a context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
      UIGraphicsGetCurrentContext()?.draw(
        UIKitStringDrawing.text(self, attributes), at: rect.origin, in: rect)
    }

    /// The size of the string on one line with the attributes, in points.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
      UIKitStringDrawing.size(UIKitStringDrawing.text(self, attributes))
    }
  }

  extension NSString {
    /// Draws the string with its top-left corner at `point` in the current UIKit context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
      (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped in `rect` in the current UIKit context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
      (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// The size of the string on one line with the attributes, in points.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
      (self as String).size(withAttributes: attributes)
    }
  }
#endif

#if !canImport(Darwin)
  extension NSAttributedString {
    /// The string as SwiftUI `Text`: each run in its attributes' font, color and kerning.
    var uiKitDrawingText: Text {
      var text = Text(verbatim: "")
      let whole = NSRange(location: 0, length: length)
      enumerateAttributes(in: whole, options: []) { attributes, range, _ in
        text = text + UIKitStringDrawing.text(attributedSubstring(from: range).string, attributes)
      }
      return text
    }

    /// Draws the string with its top-left corner at `point` in the current UIKit context (an image
    /// renderer's or a view's `draw(_:)`); nothing outside a context.
    public func draw(at point: CGPoint) {
      UIGraphicsGetCurrentContext()?.draw(uiKitDrawingText, at: point, in: nil)
    }

    /// Draws the string wrapped in `rect` in the current UIKit context; nothing outside a context.
    public func draw(in rect: CGRect) {
      UIGraphicsGetCurrentContext()?.draw(uiKitDrawingText, at: rect.origin, in: rect)
    }

    /// The size of the string on one line, in points.
    public func size() -> CGSize { UIKitStringDrawing.size(uiKitDrawingText) }
  }
#endif
