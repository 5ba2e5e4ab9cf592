/// The body of Tessera's built-in views, which are drawn directly rather than composed.
/// It holds nothing and draws nothing.
nonisolated public struct PrimitiveBody: View {
  /// Returns itself: built-in views are never asked for their body.
  public var body: PrimitiveBody { self }
}
