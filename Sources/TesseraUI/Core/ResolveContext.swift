import TesseraText

/// What resolving a view tree needs: the environment, and a place for problems found on the way.
struct ResolveContext {
  /// The most nested bodies resolved before giving up (a diagnostic is recorded).
  static let maximumDepth = 20_000

  var environment: EnvironmentValues
  let diagnostics: Diagnostics
  var depth = 0
  /// Where view state lives between renders.
  var graph = ViewGraph(reusingBodies: false)
  /// The structural identity of the view being resolved: a hash of the path from the root (view
  /// types, positions in tuples, branches of conditions, `ForEach` ids, `.id(_:)` values).
  var identity: UInt64 = 0xcbf2_9ce4_8422_2325
  /// Whether each `Text` resolved below passes its string up as a ``ControlLabelText``
  /// preference (a control's label collects the words a test host finds it by).
  var collectsLabelText = false
  /// Whether `.tag(_:)` and `ForEach` pass each tagged option up as a ``TaggedOptions``
  /// preference (pickers, tab views and canvas symbols read them).
  var collectsTags = false
  /// Whether buttons resolved below pass their title, role and action up as a
  /// ``PresentationActions`` preference instead of drawing (an alert's or a dialog's actions).
  var collectsPresentationActions = false
  /// The preference scope the view is in: values it sets (`.preference(key:value:)`) are added
  /// here and passed on to the readers above.
  var preferences: PreferenceValues?

  /// The context of a child at `component` (a position, a branch, an id's hash).
  func child(_ component: UInt64) -> ResolveContext {
    var c = self
    c.identity = Self.mix(identity, component)
    return c
  }

  /// The context of the child with this explicit id.
  func child<ID: Hashable>(id: ID) -> ResolveContext {
    var hasher = Hasher()
    hasher.combine(id)
    return child(UInt64(bitPattern: Int64(hasher.finalize())) ^ 0x9E37_79B9_7F4A_7C15)
  }

  /// The context of a view of type `T` at this place.
  func child<T>(type: T.Type) -> ResolveContext {
    child(UInt64(UInt(bitPattern: ObjectIdentifier(type).hashValue)))
  }

  /// Combines a parent identity with a component (a 64-bit mix, order-sensitive).
  static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var x = (a ^ b &+ 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    return (x ^ (x >> 31)) &+ a &* 31
  }

  func with(_ environment: EnvironmentValues) -> ResolveContext {
    var c = self
    c.environment = environment
    return c
  }

  func deeper() -> ResolveContext? {
    guard depth < ResolveContext.maximumDepth else {
      diagnostics.error(.tooDeep(ResolveContext.maximumDepth))
      return nil
    }
    var c = self
    c.depth += 1
    return c
  }
}
