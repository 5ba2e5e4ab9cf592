import TesseraDisplayList
import TesseraGeometry

/// One problem an audit found in a rendered view: its kind, where it is and why.
public struct AuditFinding: Hashable, Sendable, CustomStringConvertible {
  /// What was found.
  public var kind: AuditKind
  /// The view's place in the accessibility tree, outermost first: `button "Sign in" › text "Sign in"`.
  public var path: String
  /// The region concerned, in points in the image's coordinates (the part of a text that is cut
  /// off, the overlap of two frames, a control's tap area).
  public var frame: Rect
  /// A short sentence saying what is wrong, with the figures (sizes, colors and ratio).
  public var reason: String
  /// The reason given in code when the finding is stated as intended (`.auditIgnored`); nil for
  /// a finding that counts.
  public var suppressedBecause: String?

  /// A finding.
  public init(kind: AuditKind, path: String, frame: Rect, reason: String, suppressedBecause: String? = nil) {
    self.kind = kind
    self.path = path
    self.frame = frame
    self.reason = reason
    self.suppressedBecause = suppressedBecause
  }

  /// One line: kind, path, frame and reason (`contrast text "Skip" (16, 700, 40, 20): …`).
  public var description: String {
    var s = "\(kind.name) \(path) \(frame.auditDescription): \(reason)"
    if let why = suppressedBecause { s += " [ignored: \(why)]" }
    return s
  }

  /// The frame as findings print it: `(x, y, w, h)` in points.
  public var frameDescription: String { frame.auditDescription }

  /// The finding's identity across renders of the same view at other sizes (its kind and path).
  public var key: String { kind.name + " " + path }
}

extension Rect {
  /// `(x, y, w, h)` with at most 2 decimals, for findings and records.
  var auditDescription: String {
    func n(_ v: Double) -> String {
      let r = (v * 100).rounded() / 100
      return r == r.rounded() ? String(Int(r)) : String(r)
    }
    return "(\(n(minX)), \(n(minY)), \(n(width)), \(n(height)))"
  }
}
