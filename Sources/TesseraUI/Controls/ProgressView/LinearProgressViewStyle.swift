/// A bar, `.linear`, as `UIProgressView`: the width offered, 4 pt high, a capsule track in
/// `systemFill`-like gray (#E5E5EA light, #3A3A3C dark) and the done part in the tint; its
/// label above (4 pt) and current-value label below in `secondaryLabel` footnote.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  let barTint: Color?

  /// The linear style, the bar in the environment's tint (default: the accent color).
  public init() { barTint = nil }
  /// The linear style with the done part in `tint` (deprecated in iOS 17 in favour of
  /// `.tint(_:)`, still compiled by apps that target older systems).
  public init(tint: Color) { barTint = tint }
  /// A bar.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      ProgressBar(fraction: configuration.fractionCompleted ?? 0, barTint: barTint)
      if let c = configuration.currentValueLabel {
        c.font(.footnote).foregroundStyle(SystemColors.secondaryLabel.color)
      }
    }
  }
}
