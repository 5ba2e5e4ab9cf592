import Foundation

/// The kind of device an interface is for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// iPhone.
  case phone
  /// iPad.
  case pad
  /// Apple TV.
  case tv
  /// CarPlay.
  case carPlay
  /// Mac (Catalyst).
  case mac = 5
  /// Apple Vision Pro.
  case vision
}
