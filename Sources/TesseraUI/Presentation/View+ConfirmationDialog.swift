nonisolated extension View {
  /// A confirmation dialog (an action sheet on iPhone sizes) shown while `isPresented` is true;
  /// its title is shown when `titleVisibility` is `.visible`. Its buttons dismiss it.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    presentDialog(titleKey.plainText, titleVisibility, isPresented, AnyView(actions()), nil)
  }
  /// A confirmation dialog with a title string.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    presentDialog(String(title), titleVisibility, isPresented, AnyView(actions()), nil)
  }
  /// A confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentDialog(titleKey.plainText, titleVisibility, isPresented, AnyView(actions()), AnyView(message()))
  }
  /// A confirmation dialog with a title string and a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentDialog(String(title), titleVisibility, isPresented, AnyView(actions()), AnyView(message()))
  }
  /// A confirmation dialog about data.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let a = data.map { AnyView(actions($0)) } ?? AnyView(EmptyView())
    return presentDialog(
      titleKey.plainText, titleVisibility, data == nil ? .constant(false) : isPresented, a, nil)
  }
  /// A confirmation dialog about data with a message.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let a = data.map { AnyView(actions($0)) } ?? AnyView(EmptyView())
    let m = data.map { AnyView(message($0)) }
    return presentDialog(
      titleKey.plainText, titleVisibility, data == nil ? .constant(false) : isPresented, a, m)
  }

  func presentDialog(
    _ title: String, _ visibility: Visibility, _ isPresented: Binding<Bool>, _ actions: AnyView,
    _ message: AnyView?
  ) -> some View {
    let binding = isPresented
    return modifier(
      PresentationModifier(isPresented: binding.wrappedValue) { context in
        PresentedItem(
          kind: .dialog(
            title: title, titleVisible: visibility == .visible, message: message, actions: actions),
          context: context, dismiss: { binding.wrappedValue = false })
      })
  }
}
