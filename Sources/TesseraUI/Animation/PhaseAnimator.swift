/// A container that steps its content through phases, as SwiftUI's `PhaseAnimator`. A still shows
/// the first phase (where the animator rests before a trigger, and where a cycle starts); with no
/// phases it draws nothing (SwiftUI draws a warning there) and warns.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let first: Phase?
  let content: (Phase) -> Content

  /// Steps through `phases` once each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    first = phases.first { _ in true }
    self.content = content
  }

  /// Cycles through `phases` continuously.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    first = phases.first { _ in true }
    self.content = content
  }

  /// The content in the first phase.
  public var body: some View {
    if let first {
      content(first)
    } else {
      EmptyView().modifier(
        WrappingModifier { child, context in
          context.diagnostics.warn("PhaseAnimator has no phases; nothing is drawn")
          return child
        })
    }
  }
}
