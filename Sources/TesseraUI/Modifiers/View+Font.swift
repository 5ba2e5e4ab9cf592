extension View {
  /// The font of text in this view.
  public func font(_ font: Font) -> ModifiedContent<Self, some ViewModifier> {
    modifier(EnvironmentModifier { $0.font = font })
  }
}
