import Foundation

/// The storage of one state value: shared by every copy of the property wrapper and by the
/// bindings made from it.
final class StateLocation<Value>: DetachableLocation, VersionedSource, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  private var detached = false
  private var writes = 0
  weak var graph: ViewGraph?
  /// What the value is, for warnings ("@State var count: Int").
  let label: String

  init(_ value: Value, graph: ViewGraph?, label: String) {
    stored = value
    self.graph = graph
    self.label = label
  }

  /// How many times the value has been written.
  var version: Int { lock.withLock { writes } }

  /// The value; a read inside a `body` is recorded as a dependency of that body.
  var value: Value {
    get {
      let (value, version) = lock.withLock { (stored, writes) }
      DependencyRecorder.noteRead(self, version: version)
      return value
    }
    set {
      let wasDetached = lock.withLock { () -> Bool in
        stored = newValue
        writes += 1
        return detached
      }
      if wasDetached {
        Diagnostics.warnOnThisThread(
          "\(label) was written after its view left the tree; the write changes nothing on screen")
      }
      graph?.noteChange()
    }
  }

  func detach() { lock.withLock { detached = true } }
}

/// The box a property wrapper keeps: its initial value, then the graph's location once installed.
final class StateBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var initial: Value
  private var installed: StateLocation<Value>?
  let label: String

  init(_ initial: Value, label: String) {
    self.initial = initial
    self.label = label
  }

  /// The location the value lives in: the graph's once installed, else a private one (with a
  /// warning, as SwiftUI logs one for state read outside a view's body).
  var location: StateLocation<Value> {
    if let l = lock.withLock({ installed }) { return l }
    Diagnostics.warnOnThisThread(
      "\(label) was used outside a view's body (it was never installed); its initial value is used")
    return lock.withLock {
      if let l = installed { return l }
      let l = StateLocation(initial, graph: nil, label: label)
      installed = l
      return l
    }
  }

  /// Whether the graph's location was made by the last install (the view appeared just now).
  private(set) var isFresh = false

  func install(in graph: ViewGraph, identity: UInt64, index: Int) {
    let start = lock.withLock { initial }
    var made = false
    let l = graph.slot(identity, index) { () -> StateLocation<Value> in
      made = true
      return StateLocation(start, graph: graph, label: label)
    }
    lock.withLock {
      installed = l
      isFresh = made
    }
  }
}
