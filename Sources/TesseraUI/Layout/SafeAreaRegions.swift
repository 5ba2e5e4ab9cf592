import TesseraDisplayList

/// Kinds of safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt
  /// Creates a set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The device's and bars' safe area.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every kind.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
