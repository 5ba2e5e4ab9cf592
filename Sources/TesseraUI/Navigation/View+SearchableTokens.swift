nonisolated extension View {
  /// A search field with tokens (partial: the field and its text are drawn, the token chips are
  /// not; suggested tokens show only while searching).
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable
  {
    searchable(text: text, placement: placement, prompt: prompt)
  }
  /// A search field with tokens and a prompt from a localized key (token chips not drawn).
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable
  {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
  /// A search field with tokens and suggested tokens (token chips not drawn).
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable
  {
    searchable(text: text, placement: placement, prompt: prompt)
  }
  /// A search field with tokens, suggested tokens and a prompt from a localized key.
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable
  {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
  /// A search field with tokens whose presentation is bound (token chips not drawn).
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable
  {
    searchable(text: text, placement: placement, prompt: prompt)
  }
  /// A search field with tokens, suggested tokens, bound presentation and a `Text` prompt.
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable
  {
    searchable(text: text, placement: placement, prompt: prompt)
  }
  /// A search field with tokens, suggested tokens, bound presentation and a localized prompt.
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where
    C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable
  {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}
