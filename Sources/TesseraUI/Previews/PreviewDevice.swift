/// A device to preview on, by name, as SwiftUI's `PreviewDevice` (`PreviewDevice(rawValue:
/// "iPhone 16")`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The device's name.
  public let rawValue: String
  /// A device by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device by name.
  public init(stringLiteral value: String) { rawValue = value }
}
