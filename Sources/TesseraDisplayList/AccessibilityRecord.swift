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
  /// Traits added (`isButton`, `isHeader`, …), by name.
  public var addedTraits: [String] = []
  /// Traits removed, by name.
  public var removedTraits: [String] = []
  /// `accessibilityHidden`, or nil when not set.
  public var isHidden: Bool?
  /// `accessibilitySortPriority`, or nil.
  public var sortPriority: Double?
  /// `accessibilityElement(children:)`: "ignore", "contain" or "combine"; nil when not set.
  public var children: String?
  /// The control this record belongs to (a button, toggle, field…), as registered in the view
  /// graph of the render, for test hosts to act on; nil for other views. Not part of dumps.
  public var controlID: UInt64?

  /// A record of a view at `frame` with nothing said yet.
  public init(frame: Rect) { self.frame = frame }
}
