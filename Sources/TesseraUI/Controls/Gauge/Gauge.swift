/// A view that shows a value in a range, as SwiftUI's `Gauge`, drawn by its style
/// (``GaugeStyle``; by default iOS's linear look, ``DefaultGaugeStyle``).
nonisolated public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  /// The gauge as its style draws it.
  public var body: some View {
    StyledBody(
      configuration: GaugeStyleConfiguration(
        value: fraction, label: .init(content: AnyView(label)),
        currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
        minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
        maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) },
        markedValuesLabels: .init(content: AnyView(EmptyView()))),
      fallback: { AnyView(DefaultGaugeStyle().makeBody(configuration: $0)) })
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

nonisolated extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
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

nonisolated extension Gauge where MarkedValueLabels == EmptyView {
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
