/// What kind of text an element holds, for VoiceOver, as SwiftUI's
/// `AccessibilityTextContentType` (no pixels).
public struct AccessibilityTextContentType: Hashable, Sendable {
  let name: String
  /// Plain text (the default).
  public static let plain = AccessibilityTextContentType(name: "plain")
  /// Text in a console.
  public static let console = AccessibilityTextContentType(name: "console")
  /// A file system path.
  public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
  /// Messages.
  public static let messaging = AccessibilityTextContentType(name: "messaging")
  /// A story or novel.
  public static let narrative = AccessibilityTextContentType(name: "narrative")
  /// Source code.
  public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
  /// A spreadsheet.
  public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
  /// A word processing document.
  public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}
