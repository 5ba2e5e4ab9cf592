/// A platform to preview on.
public enum PreviewPlatform: Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}
