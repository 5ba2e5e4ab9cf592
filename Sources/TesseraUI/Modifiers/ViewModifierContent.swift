/// The view a ``ViewModifier`` modifies.
nonisolated public struct ViewModifierContent: View {
  let make: (ResolveContext) -> [LayoutNode]
  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}
