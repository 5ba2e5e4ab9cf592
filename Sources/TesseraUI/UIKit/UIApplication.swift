import Foundation

#if !canImport(Darwin)
  /// UIKit's application object, so app code that asks it for things next to SwiftUI compiles. A
  /// still has no other apps and no windows: `open(_:)` opens nothing and reports false,
  /// `connectedScenes` and `windows` are empty, the state is active.
  @MainActor @preconcurrency open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in Settings ("app-settings:").
    public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings ("app-settings:notifications").
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app will stop being active.
    public static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    /// Posted when the app goes to the background.
    public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app will come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app will end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted on a memory warning.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
      "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the user takes a screenshot.
    public static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")

    /// Whether the app is active, inactive or in the background.
    public enum State: Int, Sendable {
      /// In the foreground, receiving events.
      case active
      /// In the foreground, not receiving events.
      case inactive
      /// In the background.
      case background
    }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's name.
      public var rawValue: String
      /// A key by name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Open only a universal link in its app.
      public static let universalLinksOnly = OpenExternalURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app's state: active.
    open var applicationState: State { .active }
    /// The number on the app's icon. Default 0.
    open var applicationIconBadgeNumber = 0
    /// Whether the screen stays on. Default false.
    open var isIdleTimerDisabled = false
    /// The app's scenes: none in a still.
    open var connectedScenes: Set<UIScene> { [] }
    /// The app's windows: none in a still.
    open var windows: [UIWindow] { [] }
    /// The key window: none in a still.
    open var keyWindow: UIWindow? { nil }
    /// Whether the app supports alternate icons: false.
    open var supportsAlternateIconNames: Bool { false }
    /// The alternate icon's name: nil.
    open var alternateIconName: String? { nil }

    /// Opens a URL in another app: nothing is opened in a still, so `completion` gets false.
    open func open(
      _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
      completionHandler completion: ((Bool) -> Void)? = nil
    ) {
      completion?(false)
    }
    /// Opens a URL in another app: false (nothing is opened in a still).
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    /// Whether an app can open a URL: false (there are no other apps).
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// Asks for remote notifications; nothing happens in a still.
    open func registerForRemoteNotifications() {}
    /// Sets the alternate icon; reports an error-free completion.
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil)
    {
      completionHandler?(nil)
    }
  }

  /// A scene of the app (none exist in a still).
  @MainActor @preconcurrency open class UIScene: UIResponder {
    /// The scene's activation state.
    open var activationState: ActivationState { .foregroundActive }
    /// A scene's activation state.
    public enum ActivationState: Int, Sendable {
      /// Not connected.
      case unattached = -1
      /// In the foreground, active.
      case foregroundActive = 0
      /// In the foreground, inactive.
      case foregroundInactive
      /// In the background.
      case background
    }
  }

  /// A window scene.
  @MainActor @preconcurrency open class UIWindowScene: UIScene {
    /// The scene's windows.
    open var windows: [UIWindow] { [] }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The scene's screen.
    open var screen: UIScreen { UIScreen.main }
  }

  /// A window: a view with a root view controller.
  @MainActor @preconcurrency open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// The scene the window is in.
    open var windowScene: UIWindowScene?
    /// Where the window stacks among windows. Default `.normal`.
    open var windowLevel: Level = .normal

    /// A window in a scene.
    public init(windowScene: UIWindowScene) {
      self.windowScene = windowScene
      super.init(frame: UIScreen.main.bounds)
    }
    /// A window with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A window from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    /// Where a window stacks among windows.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
      /// The level.
      public var rawValue: CGFloat
      /// A level.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// App windows.
      public static let normal = Level(rawValue: 0)
      /// Above the status bar.
      public static let statusBar = Level(rawValue: 1000)
      /// Alerts.
      public static let alert = Level(rawValue: 2000)
      /// Whether one level is below another.
      public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
    /// Whether this is the key window. Default false.
    open var isKeyWindow: Bool { false }
    /// Ends editing in the window's views: nothing is being edited in a still, so false.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { false }
    /// Makes the window key and visible.
    open func makeKeyAndVisible() {}
  }
#endif
