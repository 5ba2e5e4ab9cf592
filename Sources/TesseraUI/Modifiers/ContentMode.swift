import Foundation
import TesseraDisplayList

/// Whether content scaled to an aspect ratio fits inside the space or fills it.
public enum ContentMode: Hashable, Sendable {
  /// The largest size with the ratio that fits.
  case fit
  /// The smallest size with the ratio that covers.
  case fill
}
