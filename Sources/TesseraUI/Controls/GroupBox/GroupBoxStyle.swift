/// How group boxes look, as SwiftUI's `GroupBoxStyle`. Set with `.groupBoxStyle(_:)`; the
/// default is ``DefaultGroupBoxStyle``.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view a group box becomes.
  associatedtype Body: View
  /// The view for a group box's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = GroupBoxStyleConfiguration
}

nonisolated extension View {
  /// The style of group boxes inside this view (default `.automatic`).
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    self.style { (configuration: GroupBoxStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
