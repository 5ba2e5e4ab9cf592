import TesseraDisplayList
import TesseraGeometry

/// One element VoiceOver stops at: what it reads, and where the element is.
public struct AccessibilityElement: Hashable, Sendable {
  /// What the element is: `"button"`, `"toggle"`, `"text"`, `"image"`, `"heading"`, … (a
  /// control's kind, or what its traits make it).
  public var role: String
  /// The label read first; empty when there is none.
  public var label: String
  /// The value (a toggle's "on", a field's text); nil for none.
  public var value: String?
  /// The hint read after a pause; nil for none.
  public var hint: String?
  /// Traits beyond the role (selected, header…).
  public var traits: AccessibilityTraitSet
  /// `accessibilityIdentifier`; nil for none.
  public var identifier: String?
  /// The element's frame in the image's coordinates, in points.
  public var frame: Rect
  /// Whether the control accepts input; nil for other elements.
  public var isEnabled: Bool?

  /// An element.
  public init(
    role: String, label: String, value: String? = nil, hint: String? = nil,
    traits: AccessibilityTraitSet = [],
    identifier: String? = nil, frame: Rect, isEnabled: Bool? = nil
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.identifier = identifier
    self.frame = frame
    self.isEnabled = isEnabled
  }

  /// One line: role, label, value, traits, hint, identifier and frame.
  public var line: String {
    var s = "\(role) \(label.debugDescription)"
    if let v = value { s += " value \(v.debugDescription)" }
    if isEnabled == false { s += " dimmed" }
    if !traits.isEmpty { s += " [\(traits.names.joined(separator: ", "))]" }
    if let h = hint { s += " hint \(h.debugDescription)" }
    if let i = identifier { s += " #\(i)" }
    return s + " \(frame.auditDescription)"
  }
}
