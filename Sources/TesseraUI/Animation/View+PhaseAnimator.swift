nonisolated extension View {
  /// The view drawn through `content` in each of `phases` in turn whenever `trigger` changes. A
  /// still shows the first phase (where the animator rests); with no phases, the view itself.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases, trigger: trigger) { content(PlaceholderContentView(AnyView(self)), $0) }
  }

  /// The view drawn through `content` cycling through `phases` continuously. A still shows the
  /// first phase; with no phases, nothing.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases) { content(PlaceholderContentView(AnyView(self)), $0) }
  }
}
