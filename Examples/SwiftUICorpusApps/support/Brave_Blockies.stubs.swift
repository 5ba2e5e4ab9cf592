import SwiftUI

// Copied from brave/brave-ios, Sources/Shared/UIColorExtensions.swift (`UIColor.init(rgb:)`, a convenience
// initializer of the app's own, as apps commonly add to UIColor; unchanged).
extension UIColor {
  /**
     * Initializes and returns a color object for the given RGB hex integer.
     */
  public convenience init(rgb: Int) {
    self.init(
      red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0,
      green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
      blue: CGFloat((rgb & 0x0000FF) >> 0) / 255.0,
      alpha: 1)
  }
}
