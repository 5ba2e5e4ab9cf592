import SwiftUI

// Stand-in for brave/brave-ios, Sources/DesignSystem/Colors/LegacyColors.swift
// (`UIColor.tertiaryBraveGroupedBackground`, there an asset colour of the design system).
extension UIColor {
  public static var tertiaryBraveGroupedBackground: UIColor {
    .tertiarySystemGroupedBackground
  }
}
