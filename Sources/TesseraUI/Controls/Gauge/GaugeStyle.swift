/// How gauges look, as SwiftUI's `GaugeStyle` (every style draws the linear look here).
public protocol GaugeStyle {}

/// A gauge style by name.
public struct NamedGaugeStyle: GaugeStyle, Hashable {
  let name: String
}

extension GaugeStyle where Self == NamedGaugeStyle {
  /// The default style.
  public static var automatic: NamedGaugeStyle { NamedGaugeStyle(name: "automatic") }
  /// A linear capacity bar.
  public static var linearCapacity: NamedGaugeStyle { NamedGaugeStyle(name: "linearCapacity") }
  /// A circular accessory gauge.
  public static var accessoryCircular: NamedGaugeStyle { NamedGaugeStyle(name: "accessoryCircular") }
  /// A circular capacity accessory gauge.
  public static var accessoryCircularCapacity: NamedGaugeStyle {
    NamedGaugeStyle(name: "accessoryCircularCapacity")
  }
  /// A linear accessory gauge.
  public static var accessoryLinear: NamedGaugeStyle { NamedGaugeStyle(name: "accessoryLinear") }
  /// A linear capacity accessory gauge.
  public static var accessoryLinearCapacity: NamedGaugeStyle {
    NamedGaugeStyle(name: "accessoryLinearCapacity")
  }
}
