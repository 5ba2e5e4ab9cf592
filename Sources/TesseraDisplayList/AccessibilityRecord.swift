import TesseraGeometry

/// What the accessibility modifiers of one view say about it, and where the view is: the plain
/// record an accessibility audit or an accessibility-tree snapshot reads. It draws nothing.
public struct AccessibilityRecord: Sendable, Equatable {
  /// The frame of the view the modifiers apply to, in points, in the list's coordinates.
  public var frame: Rect
  /// `accessibilityLabel`, or nil.
  public var label: String?
  /// `accessibilityHint`, or nil.
  public var hint: String?
  /// `accessibilityValue`, or nil.
  public var value: String?
  /// `accessibilityIdentifier`, or nil.
  public var identifier: String?
  /// Traits added (`accessibilityAddTraits`, and a control's own). Default none.
  public var addedTraits: AccessibilityTraitSet = []
  /// Traits removed (`accessibilityRemoveTraits`). Default none.
  public var removedTraits: AccessibilityTraitSet = []
  /// `accessibilityHidden`, or nil when not set.
  public var isHidden: Bool?
  /// `accessibilitySortPriority`, or nil.
  public var sortPriority: Double?
  /// `accessibilityElement(children:)`; nil when not set.
  public var children: AccessibilityChildMode?
  /// What the view is, when it is more than a container: text, an image, an icon (a glyph drawn
  /// inside a control, never an element of its own), or a control's kind; nil for a view that
  /// only carries modifiers.
  public var kind: AccessibilityKind?
  /// How many items after this record, in the same item list, the view drew (groups count as
  /// one): the record's extent, so an audit knows which drawing belongs to which view. Default 0.
  public var itemCount: Int = 0
  /// The name of an image (its asset, file or SF Symbols name), for a record of kind ``AccessibilityKind/image``.
  public var imageName: String?
  /// The space the view's parent offered it, in points (infinite where the parent left a
  /// dimension free); recorded for text, so an audit can report a paragraph larger than its
  /// container. Nil when not recorded.
  public var offeredSize: Size?
  /// The area that takes a tap, when larger than the frame (a list row's cell, a bar button's
  /// 44-point region), in the list's coordinates; nil: the frame.
  public var tapArea: Rect?
  /// Whether the image is an SF Symbol (`Image(systemName:)`), whose name VoiceOver may read as
  /// a word, rather than an asset or a file. Default false.
  public var isSymbol = false
  /// Whether a control accepts input (`.disabled` makes it false); nil for other views.
  public var isEnabled: Bool?
  /// Audit findings stated as intended for this view and everything in it
  /// (`.auditIgnored(_:reason:)`): a finding kind's name and why.
  public var auditSuppressions: [AuditSuppression] = []
  /// The control this record belongs to (a button, toggle, field…), as registered in the view
  /// graph of the render, for test hosts to act on; nil for other views. Not part of dumps.
  public var controlID: UInt64?

  /// A record of a view at `frame` with nothing said yet.
  public init(frame: Rect) { self.frame = frame }
}

/// An audit finding kind declared intended for a view, with the reason given in code.
public struct AuditSuppression: Sendable, Equatable, Hashable {
  /// The finding kind, or nil for every kind (`.auditIgnoredAll(reason:)`).
  public var kind: AuditKind?
  /// Why the finding is intended.
  public var reason: String

  /// A suppression of `kind` (nil: every kind) for `reason`.
  public init(kind: AuditKind?, reason: String) {
    self.kind = kind
    self.reason = reason
  }
}
