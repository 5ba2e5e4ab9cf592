/// The default style: a spinner when the progress is not known, a bar when it is.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}
  /// A spinner or a bar.
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}
