import Foundation

/// UIKit's device, so code that asks about the device (`UIDevice.current.userInterfaceIdiom`,
/// `orientation`) compiles. Only values: there is no UIKit.
///
/// Status: partial. Tessera draws without a device of its own: `current` is an iPhone in
/// portrait running iOS 18 (a preview's device and orientation are in its size and size classes,
/// which views read from the environment, not from here).
nonisolated public final class UIDevice: @unchecked Sendable {
  /// The device the code runs on.
  public static let current = UIDevice()
  /// Posted when the orientation changes (never, in a still).
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// Phone, pad…: `.phone`.
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
  /// The physical orientation: `.portrait`.
  public let orientation = UIDeviceOrientation.portrait
  /// The operating system's name: "iOS".
  public let systemName = "iOS"
  /// The operating system's version: "18.0".
  public let systemVersion = "18.0"
  /// The model: "iPhone".
  public let model = "iPhone"
  /// The device's name: "iPhone".
  public let name = "iPhone"
  /// Whether orientation notifications are sent (kept; none are sent).
  public private(set) var isGeneratingDeviceOrientationNotifications = false

  /// Starts orientation notifications (none are sent in a still).
  public func beginGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = true
  }
  /// Stops orientation notifications.
  public func endGeneratingDeviceOrientationNotifications() {
    isGeneratingDeviceOrientationNotifications = false
  }
}
