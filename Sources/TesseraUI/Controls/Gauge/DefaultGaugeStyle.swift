/// The gauge style of iOS by default, `.automatic`: the label above, a 4 pt capsule bar with the
/// value's part in the tint, the minimum and maximum labels at its ends, the current value label
/// below in `secondaryLabel`.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
  /// The default style.
  public init() {}

  /// The label, the bar and the value labels.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label
      HStack(spacing: 6) {
        if let minimum = configuration.minimumValueLabel { minimum.font(.caption) }
        ProgressBar(fraction: configuration.value)
        if let maximum = configuration.maximumValueLabel { maximum.font(.caption) }
      }
      if let current = configuration.currentValueLabel {
        current.font(.footnote).foregroundStyle(SystemColors.secondaryLabel.color)
      }
    }
  }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default style.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A linear capacity bar.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryGaugeStyle {
  /// A circular accessory gauge (drawn linear).
  public static var accessoryCircular: AccessoryGaugeStyle { AccessoryGaugeStyle(kind: "accessoryCircular") }
  /// A circular capacity accessory gauge (drawn linear).
  public static var accessoryCircularCapacity: AccessoryGaugeStyle {
    AccessoryGaugeStyle(kind: "accessoryCircularCapacity")
  }
  /// A linear accessory gauge.
  public static var accessoryLinear: AccessoryGaugeStyle { AccessoryGaugeStyle(kind: "accessoryLinear") }
  /// A linear capacity accessory gauge.
  public static var accessoryLinearCapacity: AccessoryGaugeStyle {
    AccessoryGaugeStyle(kind: "accessoryLinearCapacity")
  }
}
