import Foundation
import TesseraDisplayList

/// One row of a ``Grid``.
nonisolated public struct GridRow<Content: View>: View {
  let content: Content
  let alignment: VerticalAlignment?

  /// A row whose cells are aligned vertically by `alignment` (nil, the default: the grid's).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}
