nonisolated extension View {
  /// Runs `action` when the view first appears. Tessera runs it once, before the still is taken,
  /// and renders again with the state it set (at most four passes).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    behavior { context in
      if let action { context.graph.viewAppears(context.identity, action) }
    }
  }

  /// Runs `action` with each value `publisher` sends while the view is in the tree. A value sent
  /// while the view is being resolved (`Just`, a `CurrentValueSubject`'s current value, a
  /// `$published` property's) runs the action once before the still is taken, as `onAppear`;
  /// one sent between renders of a ``ViewHost`` (a `PassthroughSubject`'s `send`, a posted
  /// notification) runs it at once, and the next render shows what it changed. A timer never
  /// fires in a still.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View where P.Failure == Never
  {
    behavior { context in context.graph.receive(publisher, at: context.identity, action) }
  }

  /// Runs `action` when the view disappears: never, in a still.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    behavior()
  }

  /// Starts asynchronous work when the view appears. Tessera never runs it: a still cannot wait for
  /// work that may never end. Set the state the task would produce in the preview or test instead.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    behavior()
  }

  /// Starts asynchronous work when the view appears and when `value` changes; never run (see
  /// ``task(priority:_:)``).
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    behavior()
  }

  /// Runs `action` with the old and new value when `value` changes (and on appearance with
  /// `initial`). A still has no change; with `initial: true` the action runs once, as `onAppear`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    behavior { context in
      if initial {
        context.graph.viewAppears(ResolveContext.mix(context.identity, 0x0C), { action(value, value) })
      }
    }
  }

  /// Runs `action` when `value` changes (and on appearance with `initial`).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value when `value` changes (the form before iOS 17).
  @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    onChange(of: value, initial: false) { _, new in action(new) }
  }

  /// Runs `action` when the user submits a text field (Return) in this view.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    behavior()
  }

  /// Lets the user pull to refresh, running `action`; never run in a still.
  public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
    behavior()
  }
}
