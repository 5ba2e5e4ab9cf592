/// Why a view tree could not be rendered. Each case names the problem.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An image file could not be read or decoded.
  case imageUnavailable(path: String, reason: String)
  /// Text could not be set (unknown font family, invalid size, no fonts).
  case text(String)
  /// An icon name the icon font does not have.
  case unknownIcon(String)
  /// The view tree is nested deeper than the limit.
  case tooDeep(Int)
  /// The rendered image would be invalid or too large.
  case invalidImageSize(String)
  /// A view reads an object from the environment that no ancestor put there (`@Environment(T.self)`,
  /// `@EnvironmentObject`); the message names the type.
  case missingEnvironmentObject(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .imageUnavailable(let p, let r): return "image \(p): \(r)"
    case .text(let t): return "text: \(t)"
    case .unknownIcon(let t): return "icon: \(t)"
    case .tooDeep(let n): return "the view tree is nested more than \(n) levels deep"
    case .invalidImageSize(let s): return "cannot render: \(s)"
    case .missingEnvironmentObject(let s): return s
    }
  }
}
