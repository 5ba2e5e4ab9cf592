import DesignSystem
import TesseraUI
import UILibrary

/// A page-level message in place of content: loading (a spinner over the text) or a problem
/// (an error badge and a "Try again" button).
/// - Note: Molecule (app side): built from the library's text, badge, button and loading
///   modifier; no logic of its own.
public struct StatusMessage: View {
  /// What the message is about.
  public enum Kind: Hashable, Sendable {
    /// Work in progress.
    case loading
    /// Something failed; the user can try again.
    case problem
  }

  let kind: Kind
  let text: String
  let styles: any StyleProvider

  /// Creates a message.
  /// - Parameters:
  ///   - kind: Loading or problem.
  ///   - text: What to tell the user.
  ///   - styles: Where the component styles come from.
  public init(_ kind: Kind, text: String, styles: any StyleProvider) {
    self.kind = kind
    self.text = text
    self.styles = styles
  }

  /// The message.
  public var body: some View {
    SurfaceContainer(
      title: kind == .loading ? "Just a moment" : "Something went wrong", style: styles.surfaceContainer()
    ) {
      switch kind {
      case .loading:
        HStack(spacing: SpacingTokens.sm) {
          Color.clear.frame(width: 20, height: 20)
            .modifier(LoadingModifier(isLoading: true, color: styles.primaryButton().background))
          PrimaryText(text, style: styles.primaryText(.body))
        }
      case .problem:
        VStack(alignment: .leading, spacing: SpacingTokens.md) {
          ErrorBadge(message: text, style: styles.errorBadge())
          SecondaryButton(configuration: .init(title: "Try again"), style: styles.secondaryButton())
        }
      }
    }
  }
}
