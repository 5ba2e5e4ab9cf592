/// A view that shows a value in a range, as SwiftUI's `Gauge`, drawn in iOS's default linear
/// style: the label above, a 4 pt capsule bar with the value's part in the tint, the minimum and
/// maximum labels at its ends, the current value label below in `secondaryLabel`.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  /// The label, the bar and the value labels.
  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      label
      HStack(spacing: 6) {
        if let minimumValueLabel { minimumValueLabel.font(.caption) }
        ProgressBar(fraction: fraction)
        if let maximumValueLabel { maximumValueLabel.font(.caption) }
      }
      if let currentValueLabel {
        currentValueLabel.font(.footnote).foregroundStyle(SystemColors.secondaryLabel.color)
      }
    }
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of a value in a range (default 0...1) with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    fraction = Self.fraction(value, bounds)
    self.label = label()
    currentValueLabel = nil
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = Self.fraction(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with a label, a current-value label and bounds labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    fraction = Self.fraction(value, bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

extension Gauge {
  static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let v = Double(value - bounds.lowerBound)
    guard span > 0, span.isFinite, v.isFinite else { return 0 }
    return min(max(v / span, 0), 1)
  }
}

extension View {
  /// The style of gauges inside this view (drawn linear).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
}
