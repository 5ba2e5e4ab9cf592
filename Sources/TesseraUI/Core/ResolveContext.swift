import TesseraText

/// What resolving a view tree needs: the environment, and a place for problems found on the way.
struct ResolveContext {
  /// The most nested bodies resolved before giving up (a diagnostic is recorded).
  static let maximumDepth = 20_000

  var environment: EnvironmentValues
  let diagnostics: Diagnostics
  var depth = 0

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
