/// The accessibility traits a view adds or removes, as typed flags: SwiftUI's
/// `AccessibilityTraits` (same bits) plus the kinds of control Tessera's own controls declare
/// (picker, adjustable, text field). Dumps and accessibility snapshots spell them by ``names``.
public struct AccessibilityTraitSet: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The bits; the first sixteen are SwiftUI's `AccessibilityTraits`' own.
  public let rawValue: Int
  /// Traits from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A button.
  public static let button = AccessibilityTraitSet(rawValue: 1 << 0)
  /// A header.
  public static let header = AccessibilityTraitSet(rawValue: 1 << 1)
  /// Selected (a selected tab, row or segment).
  public static let selected = AccessibilityTraitSet(rawValue: 1 << 2)
  /// A link.
  public static let link = AccessibilityTraitSet(rawValue: 1 << 3)
  /// A search field.
  public static let searchField = AccessibilityTraitSet(rawValue: 1 << 4)
  /// An image.
  public static let image = AccessibilityTraitSet(rawValue: 1 << 5)
  /// Plays a sound when activated.
  public static let playsSound = AccessibilityTraitSet(rawValue: 1 << 6)
  /// A keyboard key.
  public static let keyboardKey = AccessibilityTraitSet(rawValue: 1 << 7)
  /// Text that does not change.
  public static let staticText = AccessibilityTraitSet(rawValue: 1 << 8)
  /// A summary of the screen, read first.
  public static let summaryElement = AccessibilityTraitSet(rawValue: 1 << 9)
  /// A value that updates often.
  public static let updatesFrequently = AccessibilityTraitSet(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraitSet(rawValue: 1 << 11)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraitSet(rawValue: 1 << 12)
  /// Turns the page when read to its end.
  public static let causesPageTurn = AccessibilityTraitSet(rawValue: 1 << 13)
  /// A modal: VoiceOver stays inside it.
  public static let modal = AccessibilityTraitSet(rawValue: 1 << 14)
  /// A toggle.
  public static let toggle = AccessibilityTraitSet(rawValue: 1 << 15)
  /// A picker (Tessera's controls; UIKit has no trait of its own).
  public static let picker = AccessibilityTraitSet(rawValue: 1 << 16)
  /// A value adjusted up and down (sliders, steppers).
  public static let adjustable = AccessibilityTraitSet(rawValue: 1 << 17)
  /// A text field.
  public static let textField = AccessibilityTraitSet(rawValue: 1 << 18)

  private static let named: [(AccessibilityTraitSet, String)] = [
    (.button, "isButton"), (.header, "isHeader"), (.selected, "isSelected"), (.link, "isLink"),
    (.searchField, "isSearchField"), (.image, "isImage"), (.playsSound, "playsSound"),
    (.keyboardKey, "isKeyboardKey"), (.staticText, "isStaticText"), (.summaryElement, "isSummaryElement"),
    (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
    (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    (.modal, "isModal"), (.toggle, "isToggle"), (.picker, "isPicker"), (.adjustable, "isAdjustable"),
    (.textField, "isTextField"),
  ]

  /// The traits' names as SwiftUI spells them (`isButton`, `isHeader`…), in bit order.
  public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

  /// The names joined by commas.
  public var description: String { names.joined(separator: ",") }
}
