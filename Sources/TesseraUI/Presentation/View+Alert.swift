nonisolated extension View {
  /// An alert with a title and actions, shown while `isPresented` is true (drawn over the whole
  /// picture, as ``AlertCard`` describes). Its buttons dismiss it.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    presentAlert(titleKey.plainText, isPresented, AnyView(actions()), nil)
  }
  /// An alert with a title string and actions.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    presentAlert(String(title), isPresented, AnyView(actions()), nil)
  }
  /// An alert with a title text and actions.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  {
    presentAlert(title.content, isPresented, AnyView(actions()), nil)
  }
  /// An alert with a title, actions and a message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presentAlert(titleKey.plainText, isPresented, AnyView(actions()), AnyView(message()))
  }
  /// An alert with a title string, actions and a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentAlert(String(title), isPresented, AnyView(actions()), AnyView(message()))
  }
  /// An alert with a title text, actions and a message.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentAlert(title.content, isPresented, AnyView(actions()), AnyView(message()))
  }
  /// An alert about data: shown while `isPresented` is true and `data` is not nil.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let a = data.map { AnyView(actions($0)) } ?? AnyView(EmptyView())
    return presentAlert(titleKey.plainText, data == nil ? .constant(false) : isPresented, a, nil)
  }
  /// An alert about data with a message.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let a = data.map { AnyView(actions($0)) } ?? AnyView(EmptyView())
    let m = data.map { AnyView(message($0)) }
    return presentAlert(titleKey.plainText, data == nil ? .constant(false) : isPresented, a, m)
  }
  /// An alert about data with a title string and a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let a = data.map { AnyView(actions($0)) } ?? AnyView(EmptyView())
    let m = data.map { AnyView(message($0)) }
    return presentAlert(String(title), data == nil ? .constant(false) : isPresented, a, m)
  }
  /// An alert for an error: its `errorDescription` is the title.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    presentAlert(
      error?.errorDescription ?? "", error == nil ? .constant(false) : isPresented, AnyView(actions()), nil)
  }
  /// An alert for an error with a message.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    let a = error.map { AnyView(actions($0)) } ?? AnyView(EmptyView())
    let m = error.map { AnyView(message($0)) }
    return presentAlert(error?.errorDescription ?? "", error == nil ? .constant(false) : isPresented, a, m)
  }
  /// A legacy alert (`Alert`), shown while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return presentAlert(
      alert.title.content, isPresented, alert.actionsView, alert.message.map { AnyView($0) })
  }
  /// A legacy alert for an item, shown while the item is not nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    let shown = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return presentAlert(
      alert?.title.content ?? "", alert == nil ? .constant(false) : shown,
      alert?.actionsView ?? AnyView(EmptyView()),
      alert?.message.map { AnyView($0) })
  }

  func presentAlert(_ title: String, _ isPresented: Binding<Bool>, _ actions: AnyView, _ message: AnyView?)
    -> some View
  {
    let binding = isPresented
    return modifier(
      PresentationModifier(isPresented: binding.wrappedValue) { context in
        PresentedItem(
          kind: .alert(title: title, message: message, actions: actions), context: context,
          dismiss: { binding.wrappedValue = false })
      })
  }
}
