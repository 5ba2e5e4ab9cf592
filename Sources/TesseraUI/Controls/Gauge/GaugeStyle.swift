/// How gauges look, as SwiftUI's `GaugeStyle`: a style makes a gauge's view from its
/// configuration. Set one with `.gaugeStyle(_:)`; the built-in ones are `.automatic`,
/// `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`, `.accessoryCircular` and
/// `.accessoryCircularCapacity`.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view a gauge becomes.
  associatedtype Body: View
  /// The view for a configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = GaugeStyleConfiguration
}

nonisolated extension View {
  /// The style of gauges inside this view.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    self.style { (configuration: GaugeStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}
