/// Corner radius tokens in points.
public enum RadiusTokens {
  /// 6: chips, small controls.
  public static let small = 6.0
  /// 10: buttons, fields.
  public static let medium = 10.0
  /// 16: cards, sheets.
  public static let large = 16.0
}
