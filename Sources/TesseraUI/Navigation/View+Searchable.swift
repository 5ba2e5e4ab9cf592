nonisolated extension View {
  /// A search field for this navigation screen, under the large title: a 36-point rounded field
  /// with a magnifying glass and the prompt ("Search" by default) in the secondary color, or the
  /// text when it is not empty.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(NavigationPreferenceModifier { scope, _ in scope.search = (text.wrappedValue, prompt) })
  }

  /// A search field with a prompt from a localized key.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with a prompt from a string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose presentation is bound (shown at rest either way in a still).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field whose presentation is bound, with a prompt from a localized key.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose presentation is bound, with a prompt from a string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}
