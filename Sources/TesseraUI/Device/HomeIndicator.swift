/// The home indicator iOS draws at the bottom of screens with no home button: a capsule in the
/// primary label color (black in light, white in dark).
///
/// Sizes: 134x5 points on iPhones in portrait, 208x5 in landscape, 320x5 on iPads; its bottom
/// 8 points above the screen's edge.
nonisolated struct HomeIndicator: View {
  let device: Device

  /// The space between the indicator and the bottom of the screen, in points.
  static let bottomMargin = 8.0

  var width: CGFloat {
    if device.idiom == .pad { return 320 }
    return device.isLandscape ? 208 : 134
  }

  var body: some View {
    Capsule().fill(Color.primary).frame(width: width, height: 5)
  }
}
