/// Groups glass shapes so that iOS 26 can blend nearby ones, as SwiftUI's
/// `GlassEffectContainer`.
///
/// Status: partial. Draws its content; shapes closer than `spacing` are not merged yet.
nonisolated public struct GlassEffectContainer<Content: View>: View {
  let spacing: CGFloat?
  let content: Content

  /// A container whose glass shapes within `spacing` points of each other blend (nil: the
  /// system's distance).
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  /// The content.
  public var body: some View { content }
}
