/// A view that shows progress, as SwiftUI's `ProgressView`: a spinner when the progress is not
/// known, a bar when it is (`value:total:`); drawn by the environment's progress view style.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  /// The progress drawn by the environment's style.
  public var body: some View {
    StyledBody(
      configuration: ProgressViewStyleConfiguration(
        fractionCompleted: fraction,
        label: label.map { ProgressViewStyleConfiguration.Label(AnyView($0)) },
        currentValueLabel: currentValueLabel.map {
          ProgressViewStyleConfiguration.CurrentValueLabel(AnyView($0))
        }),
      fallback: { AnyView(DefaultProgressViewStyle().makeBody(configuration: $0)) })
  }
}

nonisolated extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() {
    fraction = nil
    label = nil
    currentValueLabel = nil
  }
  /// A bar at `value` of `total` (default 1); a nil value draws a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = ProgressViewStyleConfiguration.fraction(value, total)
    label = nil
    currentValueLabel = nil
  }
  /// The progress of a `Progress` object.
  public init(_ progress: Progress) {
    fraction = progress.totalUnitCount > 0 ? progress.fractionCompleted : nil
    label = nil
    currentValueLabel = nil
  }
}

nonisolated extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label below it.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
    currentValueLabel = nil
  }
  /// A bar with a label above it.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = ProgressViewStyleConfiguration.fraction(value, total)
    self.label = label()
    currentValueLabel = nil
  }
}

nonisolated extension ProgressView {
  /// A bar with a label above it and a current-value label below.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = ProgressViewStyleConfiguration.fraction(value, total)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
  /// A progress view from a style's configuration (to wrap it in a custom style).
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    fraction = configuration.fractionCompleted
    label = configuration.label
    currentValueLabel = configuration.currentValueLabel
  }
}

nonisolated extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner with a title below it.
  public init(_ titleKey: LocalizedStringKey) {
    fraction = nil
    label = Text(titleKey)
    currentValueLabel = nil
  }
  /// A spinner with a title string below it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(title)
    currentValueLabel = nil
  }
  /// A bar with a title above it.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    fraction = ProgressViewStyleConfiguration.fraction(value, total)
    label = Text(titleKey)
    currentValueLabel = nil
  }
  /// A bar with a title string above it.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = ProgressViewStyleConfiguration.fraction(value, total)
    label = Text(title)
    currentValueLabel = nil
  }
}
