/// Properties of a `Layout` type, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, if it is a stack (spacers and dividers
  /// inside follow it); nil by default.
  public var stackOrientation: Axis?

  /// Default properties.
  public init() { stackOrientation = nil }
}
