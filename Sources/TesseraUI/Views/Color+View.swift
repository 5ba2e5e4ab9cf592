extension Color: View {
  /// Built-in: a color fills the space offered.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension Color: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [
      ShapeNode(
        shape: Rectangle(), mode: .fill(AnyShapeStyle(self), .nonZero), environment: context.environment)
    ]
  }
}

extension Color {
  /// Opaque red (#FF3B30, SwiftUI's light red).
  public static let red = Color(r8: 0xFF, g8: 0x3B, b8: 0x30)
  /// Opaque green (#34C759).
  public static let green = Color(r8: 0x34, g8: 0xC7, b8: 0x59)
  /// Opaque blue (#007AFF).
  public static let blue = Color(r8: 0x00, g8: 0x7A, b8: 0xFF)
  /// Opaque orange (#FF9500).
  public static let orange = Color(r8: 0xFF, g8: 0x95, b8: 0x00)
  /// Opaque gray (#8E8E93).
  public static let gray = Color(r8: 0x8E, g8: 0x8E, b8: 0x93)
}
