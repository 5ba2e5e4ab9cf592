/// What a view is for accessibility and audits, when it is more than a container: text, an image,
/// an icon drawn inside a control, or a kind of control. Spelled by ``name`` in dumps, finding
/// paths and accessibility snapshots (`"text field"`).
public struct AccessibilityKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's name as dumps and reports spell it.
  public let name: String
  /// Whether a view of this kind takes input (a control, a tab, a tap gesture).
  public let isInteractive: Bool

  /// A kind named `name`; interactive kinds take taps or typing.
  public init(_ name: String, interactive: Bool) {
    self.name = name
    isInteractive = interactive
  }

  /// Text drawn by `Text`.
  public static let text = AccessibilityKind("text", interactive: false)
  /// An image (an asset, a file or an SF Symbol).
  public static let image = AccessibilityKind("image", interactive: false)
  /// A glyph drawn inside a control, never an element of its own.
  public static let icon = AccessibilityKind("icon", interactive: false)
  /// A scroll view's viewport.
  public static let scrollView = AccessibilityKind("scroll view", interactive: false)
  /// A button.
  public static let button = AccessibilityKind("button", interactive: true)
  /// A toggle.
  public static let toggle = AccessibilityKind("toggle", interactive: true)
  /// A text field.
  public static let textField = AccessibilityKind("text field", interactive: true)
  /// A secure field.
  public static let secureField = AccessibilityKind("secure field", interactive: true)
  /// A text editor.
  public static let textEditor = AccessibilityKind("text editor", interactive: true)
  /// A picker.
  public static let picker = AccessibilityKind("picker", interactive: true)
  /// A slider.
  public static let slider = AccessibilityKind("slider", interactive: true)
  /// A stepper.
  public static let stepper = AccessibilityKind("stepper", interactive: true)
  /// A link.
  public static let link = AccessibilityKind("link", interactive: true)
  /// A view with a tap gesture.
  public static let tapGesture = AccessibilityKind("tap gesture", interactive: true)
  /// A menu.
  public static let menu = AccessibilityKind("menu", interactive: true)
  /// A navigation link.
  public static let navigationLink = AccessibilityKind("navigation link", interactive: true)
  /// A date picker.
  public static let datePicker = AccessibilityKind("date picker", interactive: true)
  /// A color picker.
  public static let colorPicker = AccessibilityKind("color picker", interactive: true)
  /// An edit button.
  public static let editButton = AccessibilityKind("edit button", interactive: true)
  /// A tab bar item.
  public static let tab = AccessibilityKind("tab", interactive: true)
  /// A disclosure group's header, which expands and collapses it.
  public static let disclosureGroup = AccessibilityKind("disclosure group", interactive: false)
  /// A list row with swipe actions.
  public static let swipeableRow = AccessibilityKind("swipeable row", interactive: false)

  /// The name.
  public var description: String { name }
}
