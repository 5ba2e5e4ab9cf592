import TesseraSync

/// Collects the problems found while resolving and laying out a view tree: errors, which make
/// rendering throw, and warnings, which are reported and worked around.
final class Diagnostics: Sendable {
  private let state = Locked<(errors: [RenderError], warnings: [String])>(([], []))

  func error(_ e: RenderError) { state.withLock { $0.errors.append(e) } }
  func warn(_ w: String) { state.withLock { if !$0.warnings.contains(w) { $0.warnings.append(w) } } }

  var errors: [RenderError] { state.withLock { $0.errors } }
  var warnings: [String] { state.withLock { $0.warnings } }

  /// A finite, non-negative value: NaN and infinite become `fallback`, negative becomes 0, each
  /// with a warning naming `what`.
  func sanitize(_ v: Double, _ what: String, fallback: Double = 0) -> Double {
    if !v.isFinite {
      warn("\(what) is \(v); using \(fallback)")
      return fallback
    }
    if v < 0 {
      warn("\(what) is negative (\(v)); using 0")
      return 0
    }
    return v
  }
}
