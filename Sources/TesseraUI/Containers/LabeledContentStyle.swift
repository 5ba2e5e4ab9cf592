/// How labeled content looks, as SwiftUI's `LabeledContentStyle`. Set with
/// `.labeledContentStyle(_:)`; the default is ``AutomaticLabeledContentStyle``.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view labeled content becomes.
  associatedtype Body: View
  /// The view for labeled content's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = LabeledContentStyleConfiguration
}

nonisolated extension View {
  /// The style of labeled content inside this view (default `.automatic`).
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    self.style { (configuration: LabeledContentStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default style.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
