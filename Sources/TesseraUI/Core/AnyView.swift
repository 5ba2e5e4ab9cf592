/// A type-erased view: use it only where views of different types must share one type. Inside a
/// `List` or `Form` it is transparent: its sections and rows are the list's, as in SwiftUI.
nonisolated public struct AnyView: View {
  let storage: AnyViewStorage

  /// Wraps a view.
  public init<V: View>(_ view: V) { storage = AnyViewBox(view) }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension AnyView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] { storage.nodes(context) }
}

nonisolated extension AnyView: RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] { storage.rowPieces(context) }
}

/// The erased view of an ``AnyView``: one allocation holding the view, resolved as nodes or as a
/// list's rows.
nonisolated class AnyViewStorage: @unchecked Sendable {
  func nodes(_ context: ResolveContext) -> [LayoutNode] { [] }
  func rowPieces(_ context: ResolveContext) -> [RowPiece] { [] }
}

/// An ``AnyViewStorage`` of a view of type `V`.
nonisolated final class AnyViewBox<V: View>: AnyViewStorage, @unchecked Sendable {
  let view: V
  init(_ view: V) { self.view = view }
  override func nodes(_ context: ResolveContext) -> [LayoutNode] {
    resolve(view, context.child(type: V.self))
  }
  override func rowPieces(_ context: ResolveContext) -> [RowPiece] {
    TesseraUI.rowPieces(view, context.child(type: V.self))
  }
}
