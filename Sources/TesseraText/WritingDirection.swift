/// The base direction a paragraph's bidi algorithm starts from (UAX #9's paragraph level), as
/// UIKit's `NSWritingDirection`.
public enum WritingDirection: String, Hashable, Sendable, CaseIterable {
  /// From the text's first strong letter (rules P2 and P3), else the layout direction: what
  /// UIKit's and SwiftUI's text use by default, so a Hebrew sentence ending in `?` reads
  /// right-to-left in a left-to-right interface, and an English one left-to-right in an Arabic one.
  case natural
  /// Left to right, whatever the text.
  case leftToRight
  /// Right to left, whatever the text.
  case rightToLeft
}
