/// A bar, `.linear`, as `UIProgressView`: the width offered, 4 pt high, a capsule track in
/// `systemFill`-like gray (#E5E5EA light, #3A3A3C dark) and the done part in the tint; its
/// label above (4 pt) and current-value label below in `secondaryLabel` footnote.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The linear style.
  public init() {}
  /// A bar.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      ProgressBar(fraction: configuration.fractionCompleted ?? 0)
      if let c = configuration.currentValueLabel {
        c.font(.footnote).foregroundStyle(SystemColors.secondaryLabel.color)
      }
    }
  }
}
