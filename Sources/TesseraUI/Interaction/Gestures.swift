import Foundation

/// A gesture, as SwiftUI's: recognized on a device, kept (never performed) in a still.
@MainActor @preconcurrency
public protocol Gesture {
  /// What the gesture reports.
  associatedtype Value
}

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

/// Two gestures recognized together, as SwiftUI's `SimultaneousGesture` (kept: no gesture
/// happens in a still).
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of both gestures, each nil while it is not active.
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// Both gestures at once.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// A gesture that follows another, as SwiftUI's `SequenceGesture` (kept).
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The state of the sequence.
  public enum Value {
    /// The first gesture is active.
    case first(First.Value)
    /// The first ended; the second may be active.
    case second(First.Value, Second.Value?)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// One of two gestures, whichever is recognized first, as SwiftUI's `ExclusiveGesture` (kept).
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture won, with its value.
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first`, or else `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// A pinch reported as its scale, SwiftUI's older `MagnificationGesture` (kept).
nonisolated public struct MagnificationGesture: Gesture {
  /// The scale, 1 at the start.
  public typealias Value = CGFloat
  /// The smallest change of scale that counts.
  public var minimumScaleDelta: CGFloat
  /// A pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A gesture with an action for its end.
nonisolated public struct _EndedGesture<Base: Gesture>: Gesture {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
}

/// A gesture with an action for its changes.
nonisolated public struct _ChangedGesture<Base: Gesture>: Gesture {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
}

/// A tap (or several), as SwiftUI's `TapGesture`.
nonisolated public struct TapGesture: Gesture {
  /// Nothing: a tap has no value.
  public typealias Value = Void
  /// How many taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed.
nonisolated public struct SpatialTapGesture: Gesture {
  /// Where the tap landed.
  public struct Value: Equatable, Sendable {
    /// The location, in points.
    public var location: CGPoint
  }
  /// How many taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// A press held for a while.
nonisolated public struct LongPressGesture: Gesture {
  /// Whether the press is complete.
  public typealias Value = Bool
  /// The shortest press, in seconds.
  public var minimumDuration: Double
  /// A long press of at least `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
  }
}

/// A drag.
nonisolated public struct DragGesture: Gesture {
  /// A drag's state.
  public struct Value: Equatable, Sendable {
    /// When the drag was reported.
    public var time: Date
    /// Where the finger is, in points.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the finger moved.
    public var translation: CGSize
    /// The predicted end location.
    public var predictedEndLocation: CGPoint
    /// The predicted end translation.
    public var predictedEndTranslation: CGSize
    /// The velocity, in points per second.
    public var velocity: CGSize
  }
  /// The distance a drag must cover before it starts, in points.
  public var minimumDistance: CGFloat
  /// A drag that starts after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
  }
}

/// A pinch.
nonisolated public struct MagnifyGesture: Gesture {
  /// A pinch's state.
  public struct Value: Equatable, Sendable {
    /// The scale, 1 at the start.
    public var magnification: CGFloat
  }
  /// A pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A two-finger rotation.
nonisolated public struct RotateGesture: Gesture {
  /// A rotation's state.
  public struct Value: Equatable, Sendable {
    /// The angle turned.
    public var rotation: Angle
  }
  /// A rotation gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A coordinate space for gesture locations.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The view's own space.
  case local
  /// The screen's space.
  case global
  /// A space named with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// A value a gesture updates while active and resets when it ends, as SwiftUI's `@GestureState`:
/// in a still, its initial value.
@propertyWrapper
nonisolated public struct GestureState<Value>: DynamicProperty {
  private let initial: Value
  /// A gesture state starting at `wrappedValue`.
  public init(wrappedValue: Value) { initial = wrappedValue }
  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) { initial = initialValue }
  /// A gesture state starting at `initialValue`, resetting with a transaction.
  public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
  /// The value: its initial value in a still.
  public var wrappedValue: Value { initial }
  /// Itself, for `.updating($state)`.
  public var projectedValue: GestureState<Value> { self }
}

nonisolated extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at nil.
  public init(resetTransaction: Transaction = Transaction()) { initial = nil }
}

/// Which gestures a view's subviews take part in.
nonisolated public struct GestureMask: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A mask from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No gesture.
  public static let none = GestureMask([])
  /// The view's gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
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
