import Foundation

#if !canImport(Darwin)
  extension NSAttributedString.Key {
    /// UIKit's text color attribute (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// UIKit's background color attribute (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// UIKit's font attribute (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// UIKit's letter spacing attribute, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// UIKit's underline attribute.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// UIKit's strikethrough attribute.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// UIKit's link attribute.
    public static let link = NSAttributedString.Key("NSLink")
  }
#endif
