/// The body of built-in toolbar content (never asked for).
nonisolated public struct PrimitiveToolbarBody: ToolbarContent {
  /// Returns itself.
  public var body: PrimitiveToolbarBody { self }
}
