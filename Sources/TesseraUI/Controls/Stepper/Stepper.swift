/// A control that increments or decrements a value, as SwiftUI's `Stepper`, drawn as
/// `UIStepper`: the label leading, the stepper trailing (it takes the width offered); the
/// stepper 94 x 32 pt, radius 8, on `tertiarySystemFill`, "−" and "+" in the label color (the
/// one that cannot go further in `tertiaryLabel`), a 1 x 18 pt separator between them.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  let canIncrement: Bool
  let canDecrement: Bool
  let valueText: String?

  /// A stepper with increment and decrement actions.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
    canIncrement = onIncrement != nil
    canDecrement = onDecrement != nil
    valueText = nil
  }

  /// A stepper over a value in a range, by a step (default 1).
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    let v = value.wrappedValue
    canIncrement = v < bounds.upperBound
    canDecrement = v > bounds.lowerBound
    increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
    valueText = "\(v)"
  }

  /// A stepper over an unbounded value, by a step (default 1).
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    canIncrement = true
    canDecrement = true
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    valueText = "\(value.wrappedValue)"
  }

  /// The label, a spacer and the stepper.
  public var body: some View {
    StepperBody(label: AnyView(label), canIncrement: canIncrement, canDecrement: canDecrement)
  }
}

extension Stepper {
  /// A stepper over a floating-point value with a format style (the label shows it).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
    format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, label: label)
  }
}

nonisolated extension Stepper where Label == Text {
  /// A stepper titled with a localized string key, over a formatted value.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper titled with a localized string key, over a value in a range.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }
  /// A stepper titled with a string, over a value in a range.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
  /// A stepper titled with a localized string key, over an unbounded value.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }
  /// A stepper titled with a localized string key, with actions.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

nonisolated extension Stepper: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let (nodes, text) = context.child(type: Self.self).resolveCollectingText(body)
    let inc = increment
    let handle = ControlHandle(kind: .stepper, isEnabled: env.isEnabled, tap: inc)
    return context.controlNode(nodes, handle: handle, label: text, trait: .adjustable, value: valueText)
  }
}

nonisolated struct StepperBody: View {
  let label: AnyView
  let canIncrement: Bool
  let canDecrement: Bool
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.labelsHidden) var labelsHidden
  @Environment(\.systemDesign) var design

  var body: some View {
    HStack(spacing: 8) {
      if !labelsHidden {
        label
        Spacer(minLength: 0)
      }
      HStack(spacing: 0) {
        Image(systemName: "minus").font(.system(size: 17, weight: .medium))
          .foregroundStyle(canDecrement && isEnabled ? Color.primary : SystemColors.tertiaryLabel.color)
          .frame(width: 46.5, height: 32)
        Rectangle().fill(SystemColors.separator.color).frame(width: 1, height: 18)
        Image(systemName: "plus").font(.system(size: 17, weight: .medium))
          .foregroundStyle(canIncrement && isEnabled ? Color.primary : SystemColors.tertiaryLabel.color)
          .frame(width: 46.5, height: 32)
      }
      .background {
        // iOS 26 draws the stepper as a capsule.
        if design == .ios26 {
          Capsule().fill(SystemColors.tertiarySystemFill.color)
        } else {
          RoundedRectangle(cornerRadius: 8).fill(SystemColors.tertiarySystemFill.color)
        }
      }
    }
  }
}
