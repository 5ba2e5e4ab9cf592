import TesseraDisplayList

/// Accessibility traits, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Traits from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Plays sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// A keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// A summary element.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// Updates often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Causes a page turn.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// A modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}
