/// A linear gauge filling its width, `.linearCapacity` (drawn as the default style).
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The linear capacity style.
  public init() {}
  /// The default style's look.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultGaugeStyle().makeBody(configuration: configuration)
  }
}
