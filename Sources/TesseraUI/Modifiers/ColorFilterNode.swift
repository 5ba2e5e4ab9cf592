import TesseraDisplayList
import TesseraRaster

/// Draws the child as one group through a color filter (`.grayscale`, `.saturation`,
/// `.brightness`, `.contrast`, `.colorMultiply`, `.colorInvert`, `.luminanceToAlpha`).
final class ColorFilterNode: WrapperNode {
  let matrix: ColorMatrix

  init(matrix: ColorMatrix, child: LayoutNode) {
    self.matrix = matrix
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    var inner: [DisplayItem] = []
    child.render(in: rect, proposal: proposal, into: &inner)
    guard !inner.isEmpty else { return }
    if matrix == .identity {
      items += inner
    } else {
      items.append(.group(DisplayGroup(items: inner, colorMatrix: matrix)))
    }
  }
}

nonisolated extension View {
  /// The view through a color filter, as one group.
  func colorFilter(_ matrix: ColorMatrix) -> some View {
    modifier(WrappingModifier { child, _ in ColorFilterNode(matrix: matrix, child: child) })
  }
}
