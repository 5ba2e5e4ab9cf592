import Foundation

#if !canImport(Darwin)
  /// UIKit's view controller, so app code that makes and subclasses controllers next to SwiftUI
  /// compiles; shown through `UIViewControllerRepresentable`, a controller is drawn as its view.
  /// Nothing is presented in a still: `present` records the controller and calls its completion.
  @MainActor @preconcurrency open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's view, made by `loadView()` at the first use (then `viewDidLoad()`).
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Implicitly unwrapped as UIKit declares it, so iOS code reading its members compiles.
    open var view: UIView! {
      get {
        if let loadedView { return loadedView }
        loadView()
        let made = loadedView ?? UIView()
        loadedView = made
        viewDidLoad()
        return made
      }
      set { loadedView = newValue }
    }
    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The controller's title.
    open var title: String?
    /// The controller this one presented.
    open private(set) var presentedViewController: UIViewController?
    /// The controllers added as children.
    open private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open private(set) weak var parent: UIViewController?
    /// How the controller is presented. Default `.automatic`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The light or dark style forced on the controller's views. Default `.unspecified`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The orientations the controller supports. Default all but upside down.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller's view rotates with the device. Default true.
    open var shouldAutorotate: Bool { true }
    /// Whether the status bar is hidden. Default false.
    open var prefersStatusBarHidden: Bool { false }
    /// The size the controller would like when presented in a popover or sheet.
    open var preferredContentSize: CGSize = .zero

    /// A controller.
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) { super.init() }
    /// A controller from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    /// Makes the controller's view; the default makes an empty one.
    open func loadView() { loadedView = UIView() }
    /// Called once the view is made.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Records a controller as presented by this one and calls `completion` (nothing is shown).
    open func present(
      _ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
      presentedViewController = viewController
      completion?()
    }
    /// Dismisses the presented controller and calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      presentedViewController = nil
      completion?()
    }
    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
      children.append(childController)
      childController.parent = self
    }
    /// Removes the controller from its parent.
    open func removeFromParent() {
      parent?.children.removeAll { $0 === self }
      parent = nil
    }
    /// Called when the controller moved to a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// Called when the controller will move to a parent.
    open func willMove(toParent parent: UIViewController?) {}
  }

  /// Interface orientations a controller supports.
  nonisolated public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The orientations as bits.
    public let rawValue: UInt
    /// A set of orientations.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the home button on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the home button on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside-down portrait.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    /// Every orientation but upside-down portrait.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
  }

  /// How a controller is presented.
  nonisolated public enum UIModalPresentationStyle: Int, Sendable {
    /// As the system decides (a sheet).
    case automatic = -2
    /// Not presented.
    case none = -1
    /// Over the whole screen.
    case fullScreen = 0
    /// A page sheet.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// Over the current context.
    case currentContext
    /// Custom.
    case custom
    /// Over the whole screen, what is behind still shown.
    case overFullScreen
    /// Over the current context, what is behind still shown.
    case overCurrentContext
    /// A popover.
    case popover
  }

  /// UIKit's share sheet: made and configured as on iOS; it draws nothing here (on iOS it is
  /// presented by the system, outside the app's views).
  @MainActor @preconcurrency open class UIActivityViewController: UIViewController {
    /// What is shared.
    public let activityItems: [Any]
    /// Activity types not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// What the sheet calls when it closes: the activity chosen, whether it completed, items it
    /// returned, an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
    /// Called when the sheet closes.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet of items and app-specific activities.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
      self.activityItems = activityItems
      super.init(nibName: nil, bundle: nil)
    }
    /// A share sheet from an archive: none here.
    public required init?(coder: NSCoder) { return nil }
  }

  /// An activity a share sheet offers.
  @MainActor @preconcurrency open class UIActivity {
    /// An activity.
    public init() {}
    /// The kind of an activity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
      /// The type's name.
      public var rawValue: String
      /// A type by name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// A type by name.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// Post to Facebook.
      public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
      /// Post to X.
      public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
      /// Message.
      public static let message = ActivityType("com.apple.UIKit.activity.Message")
      /// Mail.
      public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
      /// Print.
      public static let print = ActivityType("com.apple.UIKit.activity.Print")
      /// Copy to the pasteboard.
      public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
      /// Assign to a contact.
      public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
      /// Save to the photo library.
      public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
      /// Add to the reading list.
      public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
      /// AirDrop.
      public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
      /// Open in iBooks.
      public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    }
  }
#endif
