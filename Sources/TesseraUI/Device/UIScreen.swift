import Foundation

/// UIKit's screen, so code that sizes views from it (`UIScreen.main.bounds.width`) compiles and
/// reads the screen of the preview's device. Only values: there is no UIKit.
///
/// Status: partial. In a body drawn on a device screen (a preview's default layout,
/// `DeviceScreen`), `bounds` is that device's screen in points; elsewhere (a size-that-fits or
/// fixed layout, code outside a render) it is the iPhone 16's, 393 x 852. `scale` is 3.
nonisolated public final class UIScreen: @unchecked Sendable {
  /// The screen the app draws on.
  public static let main = UIScreen()

  /// The screen of the device being drawn, set while a device screen resolves its content.
  @TaskLocal static var renderingBounds: CGRect?

  /// The screen's rectangle in points: the device's in a device layout, else 393 x 852.
  public var bounds: CGRect { UIScreen.renderingBounds ?? CGRect(x: 0, y: 0, width: 393, height: 852) }
  /// The screen's rectangle in pixels at ``nativeScale``.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
  }
  /// Pixels per point of the screen: 3, as current iPhones.
  public var scale: CGFloat { 3 }
  /// Posted when recording or mirroring of the screen starts or stops.
  public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
  /// Whether the screen is being recorded or mirrored: never, in a still.
  public var isCaptured: Bool { false }
  /// Pixels per point of the physical screen: 3.
  public var nativeScale: CGFloat { 3 }
  /// The brightness, 0...1: 0.5 (nothing is lit in a still).
  public var brightness: CGFloat { 0.5 }
}
