import Foundation
import TesseraSync

/// Why a ``PreviewModifier``'s shared context is missing.
public enum PreviewModifierError: Error, Sendable, CustomStringConvertible {
  /// `makeSharedContext()` of the named type did not finish within 10 seconds.
  case timedOut(String)

  /// The reason in words.
  public var description: String {
    switch self {
    case .timedOut(let type):
      "\(type).makeSharedContext() did not finish within 10 s (made from a main-actor job, it cannot resume: render from a thread that is not running main-actor work)"
    }
  }
}
