import Foundation

#if !canImport(Darwin)
  /// What app code sets on UIKit's bars through their appearance proxies (`UINavigationBar.
  /// appearance().largeTitleTextAttributes = …`, `UITableView.appearance().backgroundColor =
  /// .clear`), a common way to restyle SwiftUI's bars and lists before iOS 16. The values are kept;
  /// SwiftUI's own modifiers (`.toolbarBackground`, `.scrollContentBackground`) are what Tessera
  /// draws from, so they change no pixel.
  @MainActor @preconcurrency open class UIBarAppearance {
    /// An appearance.
    public init() {}
    /// The bar's background color.
    open var backgroundColor: UIColor?
    /// The bar's shadow (hairline) color.
    open var shadowColor: UIColor?
    /// The bar's background blur.
    open var backgroundEffect: UIBlurEffect?
    /// An opaque background in the system's background color.
    open func configureWithOpaqueBackground() {}
    /// A translucent blurred background.
    open func configureWithDefaultBackground() {}
    /// No background.
    open func configureWithTransparentBackground() {}
  }

  /// A navigation bar's appearance.
  @MainActor @preconcurrency open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  }

  /// A tab bar's appearance.
  @MainActor @preconcurrency open class UITabBarAppearance: UIBarAppearance {}

  /// A toolbar's appearance.
  @MainActor @preconcurrency open class UIToolbarAppearance: UIBarAppearance {}

  /// UIKit's navigation bar, as app code reaches it through `appearance()`.
  @MainActor @preconcurrency open class UINavigationBar: UIView {
    private static let proxy = UINavigationBar()
    /// The proxy every navigation bar takes its appearance from.
    public static func appearance() -> UINavigationBar { proxy }
    /// Attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true
    /// The bar's tint (its background color).
    open var barTintColor: UIColor?
    /// Whether titles may be large. Default false.
    open var prefersLargeTitles = false
    /// The appearance when content scrolls under the bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance of a compact bar.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance when content is scrolled to its top edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
  }

  /// UIKit's tab bar, as app code reaches it through `appearance()`.
  @MainActor @preconcurrency open class UITabBar: UIView {
    private static let proxy = UITabBar()
    /// The proxy every tab bar takes its appearance from.
    public static func appearance() -> UITabBar { proxy }
    /// The bar's tint (its background color).
    open var barTintColor: UIColor?
    /// The tint of unselected items.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true
    /// The appearance when content scrolls under the bar.
    open var standardAppearance = UITabBarAppearance()
    /// The appearance when content is scrolled to its bottom edge.
    open var scrollEdgeAppearance: UITabBarAppearance?
  }

  /// UIKit's table view, as app code reaches it through `appearance()` (SwiftUI's lists were
  /// table views before iOS 16).
  @MainActor @preconcurrency open class UITableView: UIScrollView {
    private static let proxy = UITableView()
    /// The proxy every table view takes its appearance from.
    public static func appearance() -> UITableView { proxy }
    /// The separators' color.
    open var separatorColor: UIColor?
    /// The separator style.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  }

  /// UIKit's table view cell, as app code reaches it through `appearance()`.
  @MainActor @preconcurrency open class UITableViewCell: UIView {
    /// How separators are drawn.
    public enum SeparatorStyle: Int, Sendable {
      /// None.
      case none
      /// A single line.
      case singleLine
    }
    private static let proxy = UITableViewCell()
    /// The proxy every cell takes its appearance from.
    public static func appearance() -> UITableViewCell { proxy }
    /// The view behind a selected cell.
    open var selectedBackgroundView: UIView?
  }

  /// A button of a navigation bar or toolbar.
  @MainActor @preconcurrency open class UIBarButtonItem {
    /// The system's bar buttons.
    public enum SystemItem: Int, Sendable {
      /// Done.
      case done
      /// Cancel.
      case cancel
      /// Edit.
      case edit
      /// Save.
      case save
      /// Add.
      case add
      /// Flexible space.
      case flexibleSpace
      /// Fixed space.
      case fixedSpace
      /// Close.
      case close
    }
    /// How an item is drawn.
    public enum Style: Int, Sendable {
      /// Plain.
      case plain
      /// Done (bold).
      case done
    }
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The style.
    open var style: Style = .plain
    /// Whether the item can be tapped. Default true.
    open var isEnabled = true
    /// The system item, when it is one.
    public let systemItem: SystemItem?
    let primaryAction: UIAction?

    /// A system item.
    public init(barButtonSystemItem: SystemItem, primaryAction: UIAction? = nil) {
      systemItem = barButtonSystemItem
      self.primaryAction = primaryAction
    }
    /// An item with a title or an image and an action.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
      self.title = title
      self.image = image
      systemItem = nil
      self.primaryAction = primaryAction
    }
    /// A flexible space.
    public static func flexibleSpace() -> UIBarButtonItem {
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }
    /// A fixed space.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
      UIBarButtonItem(barButtonSystemItem: .fixedSpace)
    }
  }

  /// UIKit's toolbar (a keyboard's accessory bar, often): its items are kept, not drawn.
  @MainActor @preconcurrency open class UIToolbar: UIView {
    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]?
    /// The bar's tint (its background color).
    open var barTintColor: UIColor?
    /// Sets the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
  }
#endif
