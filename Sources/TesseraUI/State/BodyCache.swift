import Foundation
import Observation
import TesseraSync

/// The bodies a ``ViewGraph`` evaluated in its last pass, each kept with what it was made from,
/// so the next pass evaluates again only the views whose inputs or dependencies changed (as
/// SwiftUI's attribute graph does): the view's stored properties, the environment values it
/// reads, the state it read while its body ran (`@State`, bindings, `@Published`), and the
/// `@Observable` properties it read (through Observation's tracking).
final class BodyCache: @unchecked Sendable {
  private var entries: [UInt64: AnyObject] = [:]
  private var touched: Set<UInt64> = []
  private var counts: [ObjectIdentifier: (type: Any.Type, evaluated: Int)] = [:]
  private var reused = 0
  /// Per view type: how many times a cached body was checked and found stale, and whether one
  /// ever was reused. Types whose bodies are made afresh at every pass (a built-in control's
  /// style body, given a new configuration each time) stop being cached after a few misses, so
  /// their checks cost nothing.
  private var misses: [ObjectIdentifier: Int] = [:]
  private var neverCached: Set<ObjectIdentifier> = []
  /// Misses in a row, with no reuse, after which a view type is no longer cached.
  static let missesBeforeGivingUp = 3

  /// The body of `view` at `identity`: the cached one when still valid, else evaluated (with its
  /// dependencies recorded) and cached.
  func body<V: View>(
    of view: V, at identity: UInt64, installed: InstalledProperties, environment: EnvironmentValues
  ) -> V.Body {
    let type = ObjectIdentifier(V.self)
    if neverCached.contains(type) {
      counts[type, default: (V.self, 0)].evaluated += 1
      return EnvironmentValues.$current.withValue(environment) { MainActorBody.call(view) { $0.body } }
    }
    touched.insert(identity)
    if let entry = entries[identity] as? BodyEntry<V> {
      if entry.isValid(for: view, installed: installed) {
        reused += 1
        misses[type] = -1
        return entry.body
      }
      if let m = misses[type], m < 0 {
        // This type has been reused before: keep caching it.
      } else {
        let m = (misses[type] ?? 0) + 1
        misses[type] = m
        if m >= Self.missesBeforeGivingUp {
          neverCached.insert(type)
          entries[identity] = nil
        }
      }
    }
    let manualVersion = installed.observesObjects ? ManualChanges.shared.version : nil
    let recorder = DependencyRecorder()
    let observed = Locked(false)
    let body = withObservationTracking {
      DependencyRecorder.$current.withValue(recorder) {
        EnvironmentValues.$current.withValue(environment) { MainActorBody.call(view) { $0.body } }
      }
    } onChange: {
      observed.withLock { $0 = true }
    }
    var dependencies = recorder.dependencies()
    if let manualVersion {
      dependencies.append(Dependency(source: ManualChanges.shared, version: manualVersion))
    }
    entries[identity] = BodyEntry(
      view: view, body: body, environment: installed.environment, dependencies: dependencies,
      observedChange: observed)
    counts[type, default: (V.self, 0)].evaluated += 1
    return body
  }

  /// Starts a pass: the counts start from zero.
  func beginPass() {
    touched.removeAll(keepingCapacity: true)
    counts.removeAll(keepingCapacity: true)
    reused = 0
  }

  /// Ends a pass: entries of views no longer in the tree are dropped. Returns the pass's counts.
  func endPass() -> ViewGraph.PassStatistics {
    entries = entries.filter { touched.contains($0.key) }
    var byType: [String: Int] = [:]
    for (type, evaluated) in counts.values {
      byType[_typeName(type, qualified: false), default: 0] += evaluated
    }
    return ViewGraph.PassStatistics(
      evaluatedBodies: counts.values.reduce(0) { $0 + $1.evaluated }, reusedBodies: reused,
      evaluatedViews: byType)
  }
}

/// One cached body and what it was made from.
nonisolated final class BodyEntry<V: View> {
  let view: V
  let body: V.Body
  let environment: [Any]
  let dependencies: [Dependency]
  let observedChange: Locked<Bool>

  init(view: V, body: V.Body, environment: [Any], dependencies: [Dependency], observedChange: Locked<Bool>) {
    self.view = view
    self.body = body
    self.environment = environment
    self.dependencies = dependencies
    self.observedChange = observedChange
  }

  /// Whether the body is still what `view` would evaluate to with `installed` environment values.
  func isValid(for view: V, installed: InstalledProperties) -> Bool {
    if observedChange.withLock({ $0 }) { return false }
    for dependency in dependencies where !dependency.isCurrent { return false }
    guard installed.environment.count == environment.count else { return false }
    for (new, old) in zip(installed.environment, environment)
    where !ViewInputs.sameAny(new, old, depth: 0) {
      return false
    }
    return ViewInputs.same(view, self.view)
  }
}
