import TesseraUI

/// Shadow tokens: blur radius and vertical offset, in points.
public enum ElevationTokens {
  /// A resting card.
  public static let card = (radius: 12.0, y: 4.0)
  /// A floating popup.
  public static let popup = (radius: 24.0, y: 8.0)
}
