/// A view with a modifier applied.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The original view.
  public let content: Content
  /// The modifier.
  public let modifier: Modifier

  /// Creates a modified view.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}
