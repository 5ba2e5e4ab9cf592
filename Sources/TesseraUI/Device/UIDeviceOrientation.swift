import Foundation

/// The physical orientation of a device, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known.
  case unknown
  /// Upright, home button (or indicator) down.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Turned left: the top is on the left.
  case landscapeLeft
  /// Turned right.
  case landscapeRight
  /// Flat, screen up.
  case faceUp
  /// Flat, screen down.
  case faceDown

  /// Whether the device is in a landscape orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device is in a portrait orientation.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device lies flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one of the six known ones.
  public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
}
