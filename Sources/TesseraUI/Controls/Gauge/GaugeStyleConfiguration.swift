/// What a ``GaugeStyle`` is given: the gauge's value as a fraction of its range, and its labels.
public struct GaugeStyleConfiguration {
  /// A label of the gauge, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }
  /// The current value's label.
  public typealias CurrentValueLabel = Label
  /// The minimum value's label.
  public typealias MinimumValueLabel = Label
  /// The maximum value's label.
  public typealias MaximumValueLabel = Label
  /// The marked values' labels.
  public typealias MarkedValueLabels = Label

  /// The value, from 0 (the range's lower bound) to 1 (its upper bound).
  public var value: Double
  /// What the gauge shows.
  public var label: Label
  /// The current value's label, when the gauge has one.
  public var currentValueLabel: CurrentValueLabel?
  /// The minimum value's label, when the gauge has one.
  public var minimumValueLabel: MinimumValueLabel?
  /// The maximum value's label, when the gauge has one.
  public var maximumValueLabel: MaximumValueLabel?
  /// The marked values' labels.
  public var markedValuesLabels: MarkedValueLabels
}
