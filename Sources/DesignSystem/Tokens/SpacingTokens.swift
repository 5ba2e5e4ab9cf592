/// Spacing tokens in points (seed 004): xxs 4 … xxl 48.
public enum SpacingTokens {
  /// 4.
  public static let xxs = 4.0
  /// 8.
  public static let xs = 8.0
  /// 12.
  public static let sm = 12.0
  /// 16.
  public static let md = 16.0
  /// 24.
  public static let lg = 24.0
  /// 32.
  public static let xl = 32.0
  /// 48.
  public static let xxl = 48.0
}
