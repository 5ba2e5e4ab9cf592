import TesseraUI

/// One declared preview of a component: a variant in a state, drawn with styles from a
/// ``StyleProvider``. Components declare theirs in `<Component>+Preview.swift`; ``PreviewCatalog``
/// lists them all for docs, snapshot tests and the command-line tool.
public struct ComponentPreview: Sendable {
  /// The component's name, such as "PrimaryButton".
  public let component: String
  /// Its Atomic layer.
  public let layer: AtomicLayer
  /// The variant and state, such as "loading".
  public let variant: String
  /// The width the preview is rendered at, in points (nil: its ideal width).
  public let width: Double?
  /// The height the preview is rendered at, in points (nil: the height it needs). Pages give
  /// the screen's height; components leave it nil.
  public let height: Double?
  /// Makes the preview's view from styles.
  public let make: @Sendable (any StyleProvider) -> AnyView

  /// Creates a preview.
  public init(
    component: String, layer: AtomicLayer, variant: String, width: Double? = nil, height: Double? = nil,
    make: @escaping @Sendable (any StyleProvider) -> AnyView
  ) {
    self.component = component
    self.layer = layer
    self.variant = variant
    self.width = width
    self.height = height
    self.make = make
  }

  /// `Component/variant`.
  public var id: String { "\(component)/\(variant)" }
}
