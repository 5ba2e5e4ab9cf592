nonisolated extension View {
  /// The font of text in this view.
  public func font(_ font: Font) -> some View {
    modifier(EnvironmentModifier { $0.font = font })
  }
}
