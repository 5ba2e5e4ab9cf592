nonisolated extension View {
  /// A sheet shown while `isPresented` is true: drawn over the dimmed picture at its detent
  /// (``SheetCard``); `\.dismiss` inside it sets the binding to false.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentScreen(isPresented: isPresented, onDismiss: onDismiss) { .sheet(AnyView(content())) }
  }
  /// A sheet shown while `item` is not nil, made from the item.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentScreen(item: item, onDismiss: onDismiss) { .sheet(AnyView(content($0).id($0.id))) }
  }
  /// A cover of the whole picture shown while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentScreen(isPresented: isPresented, onDismiss: onDismiss) { .fullScreenCover(AnyView(content())) }
  }
  /// A cover of the whole picture shown while `item` is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentScreen(item: item, onDismiss: onDismiss) { .fullScreenCover(AnyView(content($0).id($0.id))) }
  }

  /// A sheet or cover shown while `isPresented` is true; dismissing sets it false, then runs
  /// `onDismiss`.
  func presentScreen(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?, _ kind: @escaping () -> PresentedItem.Kind
  ) -> some View {
    let binding = isPresented
    return modifier(
      PresentationModifier(isPresented: binding.wrappedValue) { context in
        PresentedItem(
          kind: kind(), context: context,
          dismiss: {
            binding.wrappedValue = false
            onDismiss?()
          })
      })
  }

  /// A sheet or cover shown while `item` is not nil, made from it; dismissing sets it nil.
  func presentScreen<Item>(
    item: Binding<Item?>, onDismiss: (() -> Void)?, _ kind: @escaping (Item) -> PresentedItem.Kind
  ) -> some View {
    let binding = item
    return modifier(
      PresentationModifier(isPresented: binding.wrappedValue != nil) { context in
        PresentedItem(
          kind: binding.wrappedValue.map(kind) ?? .sheet(AnyView(EmptyView())), context: context,
          dismiss: {
            binding.wrappedValue = nil
            onDismiss?()
          })
      })
  }
  /// A popover shown while `isPresented` is true: a sheet on iPhone sizes, as iOS adapts it.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }
  /// A popover shown while `item` is not nil (a sheet on iPhone sizes).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }
}
