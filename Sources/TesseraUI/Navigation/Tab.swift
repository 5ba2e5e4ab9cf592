/// A tab of a `TabView`, as iOS 18's `Tab`: its content, its bar item and the value that
/// selects it.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}
