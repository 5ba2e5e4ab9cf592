import TesseraUI

/// A stack whose spacing comes from a token and scales with density: the library's stacking
/// primitive, so components do not hard-code gaps.
public struct StackLayout<Content: View>: View {
  let axis: Axis
  let spacing: Double
  let content: Content
  @Environment(\.dsDensity) var density

  /// Creates a stack along an axis with `spacing` points before density scaling.
  public init(_ axis: Axis, spacing: Double, @ViewBuilder content: () -> Content) {
    self.axis = axis
    self.spacing = spacing
    self.content = content()
  }

  /// The stack.
  public var body: some View {
    Group {
      if axis == .vertical {
        VStack(alignment: .leading, spacing: spacing * density.scale) { content }
      } else {
        HStack(spacing: spacing * density.scale) { content }
      }
    }
  }
}
