/// A control that selects a value from a range, as SwiftUI's `Slider`, drawn as `UISlider`:
/// takes the width offered; a 4 pt capsule track, the part before the thumb in the tint color
/// and the rest in `systemFill`-like gray (#E5E5EA light, #3A3A3C dark), a 28 pt white thumb
/// with a shadow (black 15%, 3 pt down, blur 8; black 6%, blur 1); 28 pt high. Optional
/// minimum and maximum value labels sit at its ends.
///
/// A value outside the range is drawn clamped; a NaN value is drawn at the lower bound, with a
/// warning.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over a range (default 0...1).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    step = nil
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
  /// A slider over a range, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = Double(step)
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

nonisolated extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (read by VoiceOver; not drawn on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    step = nil
    self.label = label()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
  /// A slider with a label, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = Double(step)
    self.label = label()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Slider {
  /// A slider with a label and views at its ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    step = nil
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
  /// A slider in steps with a label and views at its ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = Double(step)
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

extension Slider {
  /// A slider with views at its ends given as values, the label last (SwiftUI's older form,
  /// deprecated there in iOS 16 and still compiled).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }

  /// A slider in steps with views at its ends given as values, the label last (SwiftUI's older
  /// form).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }
}

nonisolated extension Slider: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    let v = value.wrappedValue
    var fraction = 0.0
    let span = bounds.upperBound - bounds.lowerBound
    if v.isNaN {
      context.diagnostics.warn("Slider value is NaN; drawn at the lower bound \(bounds.lowerBound)")
    } else if span > 0, span.isFinite {
      fraction = min(max((v - bounds.lowerBound) / span, 0), 1)
      if v < bounds.lowerBound || v > bounds.upperBound {
        context.diagnostics.warn("Slider value \(v) is outside \(bounds); drawn clamped")
      }
    }
    let tint = env.isEnabled ? (env.tint ?? .accentColor) : SystemColors.gray3.color
    let view = HStack(spacing: 8) {
      if let minimumValueLabel { minimumValueLabel }
      SliderTrack(fraction: fraction, tint: tint)
      if let maximumValueLabel { maximumValueLabel }
    }
    let c = context.child(type: Self.self)
    let (_, labelText) = c.child(1).resolveCollectingText(label)
    let nodes = resolve(view.opacity(env.isEnabled ? 1 : 0.6), c.child(2))
    let binding = value
    let range = bounds
    let handle = ControlHandle(
      kind: .slider, isEnabled: env.isEnabled,
      setValue: { binding.wrappedValue = min(max($0, range.lowerBound), range.upperBound) })
    return context.controlNode(
      nodes, handle: handle, label: labelText, trait: .adjustable,
      value: "\(Int((fraction * 100).rounded()))%")
  }
}

/// A slider's track and thumb for a fraction 0...1.
nonisolated struct SliderTrack: View {
  let fraction: Double
  let tint: Color
  @Environment(\.systemDesign) var design

  var body: some View {
    Capsule()
      .fill(SystemColors.pair(0xE5E5EA, 0x3A3A3C).color)
      .frame(height: design.metrics.slider.trackHeight)
      .overlay(alignment: .leading) {
        SliderFill(fraction: fraction, tint: tint)
      }
      .frame(height: 28)
      .frame(maxWidth: .infinity)
  }
}

/// The tinted part of the track, and the thumb at the fraction.
nonisolated struct SliderFill: View, ResolvableView {
  let fraction: Double
  let tint: Color
  var body: PrimitiveBody { PrimitiveBody() }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let m = context.environment.systemDesign.metrics.slider
    func shadowed(_ shape: some Shape) -> some View {
      shape.fill(Color.white)
        .boxShadow(color: Color.black.opacity(0.06), blur: 1, x: 0, y: 3)
        .boxShadow(color: Color.black.opacity(0.15), blur: 8, x: 0, y: 3)
    }
    let thumb =
      m.thumbWidth == m.thumbHeight
      ? resolve(shadowed(Circle()), context) : resolve(shadowed(Capsule()), context)
    return [
      SliderFillNode(
        fraction: fraction, track: resolve(Capsule().fill(tint), context),
        thumb: thumb, metrics: m,
        environment: context.environment)
    ]
  }
}
