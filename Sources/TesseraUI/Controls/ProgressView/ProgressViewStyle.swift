/// How progress views look, as SwiftUI's `ProgressViewStyle`. Set with `.progressViewStyle(_:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view a progress view becomes.
  associatedtype Body: View
  /// The view for a configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ProgressViewStyleConfiguration
}

nonisolated extension View {
  /// The style of progress views inside this view; inside the style's body, a progress view
  /// (`ProgressView(configuration)`) draws in the style set outside it, as in SwiftUI.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    self.style { (configuration: ProgressViewStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
