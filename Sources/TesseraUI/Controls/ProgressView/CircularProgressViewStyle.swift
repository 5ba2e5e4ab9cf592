/// A spinner, `.circular`, as `UIActivityIndicatorView.medium`: 8 spokes in a 20 pt circle (the
/// ring's spokes 3 pt wide and 6 pt long, rounded), gray #999999 from full opacity at the top
/// spoke fading clockwise; its label, if any, 8 pt below in `secondaryLabel`. A determinate
/// circular view draws a 3 pt ring with the tint's arc.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  /// The circular style.
  public init() { tint = nil }
  /// The circular style with its spinner drawn in `tint` (SwiftUI's older form, deprecated there
  /// in favour of `.tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  /// A spinner.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      Spinner(fraction: configuration.fractionCompleted, color: tint)
      if let label = configuration.label { label.foregroundStyle(SystemColors.secondaryLabel.color) }
    }
  }
}
