import Foundation

/// Where the state of a view tree lives between renders: `@State`, `@StateObject`, `@FocusState`,
/// `@SceneStorage` and `@Namespace` values, each in a slot keyed by the structural identity of the
/// view that declares it (its type and position in the tree, `ForEach` ids and `.id(_:)` values)
/// and the property's place in the view.
///
/// The graph is kept apart from layout: resolving reads and creates slots, layout never sees them,
/// so layout stays a pure function of the resolved tree. A view that disappears from the tree
/// loses its state at the end of that render, as in SwiftUI. One graph serves one tree; renders
/// of it must not overlap (an ``ImageRenderer`` makes a new graph for each render unless one is
/// given).
nonisolated public final class ViewGraph: @unchecked Sendable {
  struct SlotKey: Hashable {
    var identity: UInt64
    var index: Int
  }

  private let lock = NSLock()
  private var slots: [SlotKey: AnyObject] = [:]
  private var touched: Set<SlotKey> = []
  private var version = 0
  private var appeared: Set<UInt64> = []
  private var appearing: [() -> Void] = []
  private var laidOut: [() -> Void] = []
  private var controls: [UInt64: ControlHandle] = [:]
  private var presented: [PresentedItem] = []
  private var subscriptions: [UInt64: AnyObject] = [:]
  private var subscribed: Set<UInt64> = []
  /// How many `onReceive` modifiers each view identity has had in this pass (a view with several
  /// keeps one subscription for each, in order).
  private var receivers: [UInt64: UInt64] = [:]
  private var resolving = false
  /// The cached bodies, when the graph renders its tree more than once.
  private let bodies: BodyCache?
  private var evaluations = 0
  private var statistics = PassStatistics()

  /// An empty graph. It keeps each view's body between renders and evaluates again only the
  /// bodies whose inputs or dependencies changed.
  public init() { bodies = BodyCache() }

  /// An empty graph; `reusingBodies: false` evaluates every body at every pass (a graph made for
  /// one render, which has nothing to reuse).
  init(reusingBodies: Bool) { bodies = reusingBodies ? BodyCache() : nil }

  /// Whether the graph keeps bodies between passes (and so records what each depends on).
  var reusesBodies: Bool { bodies != nil }

  /// What the last resolve pass did with view bodies.
  public var lastPass: PassStatistics { lock.withLock { statistics } }

  /// The body of `view` at `identity`, evaluated in `environment`, or reused from the last pass
  /// when nothing it depends on changed.
  func body<V: View>(
    of view: V, at identity: UInt64, installed: InstalledProperties, environment: EnvironmentValues
  ) -> V.Body {
    guard let bodies else {
      evaluations += 1
      return EnvironmentValues.$current.withValue(environment) { MainActorBody.call(view) { $0.body } }
    }
    return bodies.body(of: view, at: identity, installed: installed, environment: environment)
  }

  /// How many state changes the graph has seen (each write through a binding or a property wrapper).
  public var changeCount: Int { lock.withLock { version } }

  /// How many state slots the graph holds.
  public var slotCount: Int { lock.withLock { slots.count } }

  /// The slot of property `index` of the view at `identity`, made by `make` the first time.
  func slot<T: AnyObject>(_ identity: UInt64, _ index: Int, make: () -> T) -> T {
    let key = SlotKey(identity: identity, index: index)
    return lock.withLock {
      touched.insert(key)
      if let existing = slots[key] as? T { return existing }
      let made = make()
      slots[key] = made
      return made
    }
  }

  /// Queues `action` (an `onAppear`) when the view at `identity` appears for the first time in
  /// this graph; the renderer runs queued actions once, before the still is taken.
  func viewAppears(_ identity: UInt64, _ action: @escaping () -> Void) {
    lock.withLock {
      if appeared.insert(identity).inserted { appearing.append(action) }
    }
  }

  /// Queues `action` to run after this pass's layout (a preference reader whose value changed);
  /// the tree is then resolved and laid out again.
  func afterLayout(_ action: @escaping () -> Void) {
    lock.withLock { laidOut.append(action) }
  }

  /// The actions queued after the last layout, removed.
  func takeLayoutActions() -> [() -> Void] {
    lock.withLock {
      defer { laidOut.removeAll() }
      return laidOut
    }
  }

  /// The queued `onAppear` actions, emptied.
  func takeAppearActions() -> [() -> Void] {
    lock.withLock {
      defer { appearing.removeAll() }
      return appearing
    }
  }

  /// Keeps the `onReceive` subscription of the view at `identity` to `publisher`: made the first
  /// time (or when the view passes a different publisher), its action replaced at every pass.
  /// A value that arrives during a pass runs its action after the pass, like an `onAppear`
  /// (the renderer resolves again); one sent between renders runs it at once.
  func receive<P: Publisher>(_ publisher: P, at view: UInt64, _ action: @escaping (P.Output) -> Void) {
    let (identity, existing) = lock.withLock { () -> (UInt64, ReceiveSubscription<P.Output>?) in
      let order = receivers[view, default: 0]
      receivers[view] = order + 1
      let identity = ResolveContext.mix(view, 0x5EC0 &+ order)
      subscribed.insert(identity)
      return (identity, subscriptions[identity] as? ReceiveSubscription<P.Output>)
    }
    if let existing, let old = existing.publisher as? P, ViewInputs.same(publisher, old) {
      existing.action = action
      return
    }
    let subscription = ReceiveSubscription<P.Output>(publisher: publisher, action: action)
    lock.withLock { subscriptions[identity] = subscription }
    subscription.token = publisher.sink { [weak self, weak subscription] value in
      guard let self, let subscription else { return }
      let run = { subscription.action(value) }
      let deferred = self.lock.withLock { () -> Bool in
        if self.resolving { self.appearing.append(run) }
        return self.resolving
      }
      if !deferred { run() }
    }
  }

  /// Notes a write to the graph's state.
  func noteChange() { lock.withLock { version += 1 } }

  /// Starts a resolve pass: slots not used by the end of it are dropped by ``endPass()``.
  func beginPass() {
    bodies?.beginPass()
    evaluations = 0
    lock.withLock {
      resolving = true
      subscribed.removeAll(keepingCapacity: true)
      receivers.removeAll(keepingCapacity: true)
      touched.removeAll(keepingCapacity: true)
      controls.removeAll(keepingCapacity: true)
      presented.removeAll()
    }
  }

  /// Records a presentation (alert, dialog, sheet) shown by a view resolved in this pass.
  func present(_ item: PresentedItem) { lock.withLock { presented.append(item) } }

  /// The presentations of this pass, emptied.
  func takePresentations() -> [PresentedItem] {
    lock.withLock {
      defer { presented.removeAll() }
      return presented
    }
  }

  /// Registers the control resolved at `identity` in this pass (what a test host can tap, type
  /// into or flip); returns the id its accessibility record carries.
  func registerControl(_ identity: UInt64, _ handle: ControlHandle) -> UInt64 {
    lock.withLock { controls[identity] = handle }
    return identity
  }

  /// The control registered under `id` in the last pass.
  func control(_ id: UInt64) -> ControlHandle? { lock.withLock { controls[id] } }

  /// Ends a resolve pass: the state of views no longer in the tree is dropped (and their locations
  /// marked, so a binding that outlives its view says so instead of writing into nothing).
  func endPass() {
    let pass = bodies?.endPass() ?? PassStatistics(evaluatedBodies: evaluations)
    let cancelled = lock.withLock { () -> [AnyObject] in
      statistics = pass
      resolving = false
      let ended = subscriptions.keys.filter { !subscribed.contains($0) }
      return ended.compactMap { subscriptions.removeValue(forKey: $0) }
    }
    // Released outside the lock: a cancellation may run code of its own.
    _ = cancelled
    let gone = lock.withLock { () -> [AnyObject] in
      let keys = slots.keys.filter { !touched.contains($0) }
      return keys.compactMap { slots.removeValue(forKey: $0) }
    }
    for object in gone { (object as? DetachableLocation)?.detach() }
  }
}

/// A state location that can outlive the view that owned it.
protocol DetachableLocation: AnyObject {
  func detach()
}
