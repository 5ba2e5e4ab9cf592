import Foundation

nonisolated extension Gesture {
  /// Runs `action` when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self)
  }
  /// Runs `action` when the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self)
  }
  /// Updates a `@GestureState` while the gesture is active.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self)
  }
  /// The gesture recognized together with `other`.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
  /// The gesture, then `other`.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
  /// The gesture or `other`, whichever is recognized first.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

nonisolated extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at nil.
  public init(resetTransaction: Transaction = Transaction()) { initial = nil }
}

nonisolated extension View {
  /// Runs `action` when the view is tapped `count` times (kept for interaction; no pixels).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapModifier(action: action))
  }

  /// Runs `action` with the location when the view is tapped.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    modifier(TapModifier(action: { action(.zero) }))
  }

  /// Runs `action` on a long press.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    behavior()
  }

  /// Attaches a gesture.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    behavior()
  }

  /// Attaches a gesture that takes precedence over the subviews'.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    behavior()
  }

  /// Attaches a gesture recognized together with the subviews'.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    behavior()
  }

  /// The area that takes hits: kept, no pixels.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    behavior()
  }

  /// Names a coordinate space for gestures inside.
  public func coordinateSpace<N: Hashable>(name: N) -> some View { behavior() }

  /// Whether the view takes hits (a still is the same either way).
  public func allowsHitTesting(_ enabled: Bool) -> some View { behavior() }
}

/// The modifier of `onTapGesture`: its view is registered as a control a test host can tap
/// (found by the text inside it); no pixels change.
nonisolated struct TapModifier: BuiltInModifier {
  let action: () -> Void
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    let (nodes, text) = context.collectingText(content)
    guard !nodes.isEmpty else { return nodes }
    let handle = ControlHandle(kind: .tapGesture, isEnabled: context.environment.isEnabled, tap: action)
    return context.controlNode(nodes, handle: handle, label: text, trait: [])
  }
}
