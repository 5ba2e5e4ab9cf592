import Foundation

/// The spacing tokens as `CGFloat` members (seed 004's `Spacing.swift`), so SwiftUI code writes
/// `VStack(spacing: .md)` and `.padding(.horizontal, .lg)`. Same values as ``SpacingTokens``.
extension CGFloat {
  /// 4 pt.
  public static let xxs: CGFloat = 4
  /// 8 pt.
  public static let xs: CGFloat = 8
  /// 12 pt.
  public static let sm: CGFloat = 12
  /// 16 pt.
  public static let md: CGFloat = 16
  /// 24 pt.
  public static let lg: CGFloat = 24
  /// 32 pt.
  public static let xl: CGFloat = 32
  /// 48 pt.
  public static let xxl: CGFloat = 48
}
