import Foundation
import TesseraGeometry

/// A device screen a view is rendered on: its size in points, pixel scale, safe area in each
/// orientation and what iOS draws around the app (status bar, home indicator).
///
///     DeviceScreen(.iPhone16) { ContentView() }             // portrait
///     DeviceScreen(.iPhone16.landscape) { ContentView() }   // landscape
///
/// The named devices are in `Device.all`; `Device.named(_:)` finds one by name.
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// A phone or a tablet.
  public enum Idiom: Hashable, Sendable {
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
  }

  /// What sits at the top of the screen, which decides how the status bar is laid out.
  public enum TopHardware: Hashable, Sendable {
    /// No cut-out: a 20-point status bar with the time in the middle (iPhone SE).
    case none
    /// A Dynamic Island: the time left of it, the indicators right of it.
    case dynamicIsland
    /// A tablet's slim bar: time and date on the left, indicators on the right.
    case tablet
  }

  /// The device's marketing name, such as "iPhone 16 Pro Max".
  public let name: String
  /// Phone or tablet.
  public let idiom: Idiom
  /// The screen's width in portrait, in points.
  public let portraitWidth: Double
  /// The screen's height in portrait, in points.
  public let portraitHeight: Double
  /// Pixels per point.
  public let scale: Double
  /// The safe area in portrait, in points.
  public let portraitSafeArea: EdgeInsets
  /// The safe area in landscape, in points (leading and trailing are the long edges' insets).
  public let landscapeSafeArea: EdgeInsets
  /// What sits at the top of the screen.
  public let topHardware: TopHardware
  /// The radius of the display's rounded corners, in points (0 for square corners).
  public let displayCornerRadius: Double
  /// Whether the device has a home indicator (no home button).
  public let hasHomeIndicator: Bool
  /// The orientation the screen is drawn in. Default portrait.
  public var orientation: InterfaceOrientation = .portrait

  /// Creates a device. Sizes and insets in points.
  public init(
    name: String, idiom: Idiom, portraitWidth: Double, portraitHeight: Double, scale: Double,
    portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, topHardware: TopHardware,
    displayCornerRadius: Double, hasHomeIndicator: Bool
  ) {
    self.name = name
    self.idiom = idiom
    self.portraitWidth = portraitWidth
    self.portraitHeight = portraitHeight
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.topHardware = topHardware
    self.displayCornerRadius = displayCornerRadius
    self.hasHomeIndicator = hasHomeIndicator
  }

  /// Whether the screen is wider than tall.
  public var isLandscape: Bool { orientation == .landscapeLeft || orientation == .landscapeRight }

  /// The screen's width in the current orientation, in points.
  public var width: Double { isLandscape ? portraitHeight : portraitWidth }
  /// The screen's height in the current orientation, in points.
  public var height: Double { isLandscape ? portraitWidth : portraitHeight }
  /// The screen's size in the current orientation, in points.
  public var size: CGSize { CGSize(width: width, height: height) }

  /// The safe area in the current orientation, in points.
  public var safeAreaInsets: EdgeInsets { isLandscape ? landscapeSafeArea : portraitSafeArea }

  /// The same device turned to landscape (home indicator on the right: `.landscapeLeft`).
  public var landscape: Device { oriented(.landscapeLeft) }
  /// The same device in portrait.
  public var portrait: Device { oriented(.portrait) }

  /// The same device in `orientation`.
  public func oriented(_ orientation: InterfaceOrientation) -> Device {
    var d = self
    d.orientation = orientation
    return d
  }

  /// The horizontal size class iOS gives apps on this screen: regular on iPads and on large
  /// iPhones in landscape (Plus and Pro Max), compact otherwise.
  public var horizontalSizeClass: UserInterfaceSizeClass {
    if idiom == .pad { return .regular }
    return isLandscape && portraitHeight >= 896 ? .regular : .compact
  }

  /// The vertical size class: compact on iPhones in landscape, regular otherwise.
  public var verticalSizeClass: UserInterfaceSizeClass {
    idiom == .phone && isLandscape ? .compact : .regular
  }

  /// The height of the status bar, in points (0 for an iPhone in landscape, which hides it).
  public var statusBarHeight: Double {
    if idiom == .phone && isLandscape { return 0 }
    switch topHardware {
    case .none: return 20
    case .dynamicIsland: return 54
    case .tablet: return 24
    }
  }

  /// "iPhone 16 (portrait)".
  public var description: String {
    let o: String
    switch orientation {
    case .portrait: o = "portrait"
    case .portraitUpsideDown: o = "portrait upside down"
    case .landscapeLeft: o = "landscape left"
    case .landscapeRight: o = "landscape right"
    }
    return "\(name) (\(o))"
  }
}
