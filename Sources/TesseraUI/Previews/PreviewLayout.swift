/// How a `PreviewProvider`'s preview is laid out, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
  /// The device's screen.
  case device
  /// The view at its own size.
  case sizeThatFits
  /// A fixed frame, in points.
  case fixed(width: CGFloat, height: CGFloat)
}
