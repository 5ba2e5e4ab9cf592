/// A device orientation, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: Hashable, Sendable {
  /// Portrait.
  case portrait
  /// Portrait, upside down.
  case portraitUpsideDown
  /// Landscape, home button on the left.
  case landscapeLeft
  /// Landscape, home button on the right.
  case landscapeRight
}
