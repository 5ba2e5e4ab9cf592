import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A still never loads from the network
/// (the same bytes on every machine): it shows the empty phase, the placeholder, or by default a
/// `secondarySystemFill` rectangle.
nonisolated public struct AsyncImage<Content: View>: View {
  let content: Content

  /// The image's empty phase, drawn as a gray rectangle.
  public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
    content = AnyView(Rectangle().fill(SystemColors.secondarySystemFill.color))
  }
  /// The placeholder, as the image is never loaded in a still.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: () -> P
  ) where Content == ConditionalContent<I, P> {
    self.content = ConditionalContent(storage: .second(placeholder()))
  }
  /// The content for the empty phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }

  /// The empty phase's view.
  public var body: some View { content }
}
