/// The accessory styles (`.accessoryLinear`, `.accessoryLinearCapacity`, `.accessoryCircular`,
/// `.accessoryCircularCapacity`): widgets' and complications' gauges, drawn as the default
/// style's bar (partial: no circular ring yet).
nonisolated public struct AccessoryGaugeStyle: GaugeStyle {
  /// The accessory style's kind, as SwiftUI names it.
  public let kind: String
  /// The default style's look.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultGaugeStyle().makeBody(configuration: configuration)
  }
}
