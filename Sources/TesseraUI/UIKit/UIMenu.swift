import Foundation

#if !canImport(Darwin)
  /// An item of a UIKit menu (an action or a submenu), as UIKit's `UIMenuElement`.
  @MainActor @preconcurrency open class UIMenuElement {
    /// Whether an item shows a checkmark.
    public enum State: Int, Sendable {
      /// No checkmark.
      case off
      /// A checkmark.
      case on
      /// A dash (some but not all).
      case mixed
    }

    /// How an item behaves and looks.
    public struct Attributes: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Attributes from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Dimmed and not selectable.
      public static let disabled = Attributes(rawValue: 1 << 0)
      /// Drawn in red: it destroys data.
      public static let destructive = Attributes(rawValue: 1 << 1)
      /// Not shown.
      public static let hidden = Attributes(rawValue: 1 << 2)
      /// The menu stays open after it is chosen.
      public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The item's title.
    public let title: String
    /// The item's subtitle.
    public let subtitle: String?
    /// The item's image.
    public let image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
      self.title = title
      self.subtitle = subtitle
      self.image = image
    }
  }

  /// A UIKit action: a menu item or a control's action with a title, an image and a handler.
  @MainActor @preconcurrency open class UIAction: UIMenuElement {
    /// An action's name.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The name.
      public let rawValue: String
      /// An identifier of a name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// An identifier of a name.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's name.
    public let identifier: Identifier
    /// How the action behaves and looks.
    open var attributes: UIMenuElement.Attributes
    /// Whether it shows a checkmark.
    open var state: UIMenuElement.State
    /// The title the keyboard shortcut list shows.
    open var discoverabilityTitle: String?
    let handler: (UIAction) -> Void

    /// An action with a title, an image and a handler (and UIKit's other details).
    public init(
      title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
      identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
      attributes: UIMenuElement.Attributes = [],
      state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
    ) {
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.attributes = attributes
      self.state = state
      self.discoverabilityTitle = discoverabilityTitle
      self.handler = handler
      super.init(title: title, subtitle: subtitle, image: image)
    }
  }

  /// A UIKit menu: a titled list of actions and submenus, shown when its button is pressed (never,
  /// in a still).
  @MainActor @preconcurrency open class UIMenu: UIMenuElement {
    /// A menu's name.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The name.
      public let rawValue: String
      /// An identifier of a name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// An identifier of a name.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its items.
    public struct Options: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Options from raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Its items shown in place, between separators.
      public static let displayInline = Options(rawValue: 1 << 0)
      /// Drawn in red.
      public static let destructive = Options(rawValue: 1 << 1)
      /// One item at a time is checked.
      public static let singleSelection = Options(rawValue: 1 << 5)
      /// Its items shown as a palette.
      public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's name.
    public let identifier: Identifier
    /// How the menu shows its items.
    public let options: Options
    /// The menu's items, in order.
    public let children: [UIMenuElement]

    /// A menu of items.
    public init(
      title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
      options: Options = [], children: [UIMenuElement] = []
    ) {
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.options = options
      self.children = children
      super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other items.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
      UIMenu(
        title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
        children: newChildren)
    }
  }
#endif
