import TesseraUI

/// The screens the app's pages are previewed and snapshot on: an iPhone 16 (393x852 pt at 3x,
/// compact width) and an 11-inch iPad Air (820x1180 pt at 2x, regular width), each drawn with
/// its status bar, safe areas and home indicator.
public enum PageDevice: String, Hashable, Sendable, CaseIterable {
  /// A phone: the iPhone 16.
  case phone
  /// A tablet: the 11-inch iPad Air.
  case tablet

  /// The device, with its size, scale, safe areas and size classes.
  public var device: Device { self == .phone ? .iPhone16 : .iPad11 }
}
