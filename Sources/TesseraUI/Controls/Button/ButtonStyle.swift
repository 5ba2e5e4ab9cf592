/// How buttons look, as SwiftUI's `ButtonStyle`: a body made from the configuration's label,
/// whether it is pressed (never, in a still) and its role. Set with `.buttonStyle(_:)`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view a button becomes.
  associatedtype Body: View
  /// The view for a button's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ButtonStyleConfiguration
}
