import Foundation
import TesseraUI
import Testing

import struct TesseraRaster.PremultipliedColor

/// `ProjectionTransform`, Core Animation's `CATransform3D` functions, `projectionEffect(_:)` and
/// the `projectionTransform` canvas filter, as Vortex's particle renderer uses them.
@MainActor @Suite struct ProjectionTransformTests {
  let red = Color(red: 1, green: 0, blue: 0)

  /// The opacity (0...255) of pixel (x, y) of a render at scale 1.
  func alpha(_ view: some View, _ x: Int, _ y: Int) throws -> Int {
    let pix = try ImageRenderer(content: view).render().pixmap()
    return Int(
      (PremultipliedColor(packed: pix.pixels[y * pix.width + x]).unpremultiplied.opacity * 255).rounded())
  }

  @Test func rotationsComposeAsCoreAnimationDoes() {
    let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    // Row vectors: (1, 0) turns to (0, 1), clockwise on a y-down screen.
    #expect(abs(quarter.m11) < 1e-9 && abs(quarter.m12 - 1) < 1e-9)
    let flipped = CATransform3DRotate(CATransform3DIdentity, .pi, 0, 1, 0)
    let projection = ProjectionTransform(flipped)
    #expect(abs(projection.m11 + 1) < 1e-9 && abs(projection.m22 - 1) < 1e-9)
    #expect(projection.isAffine)
    let moved = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
    #expect(moved.concatenating(moved.inverted()).isIdentity)
    var singular = ProjectionTransform()
    singular.m11 = 0
    singular.m21 = 0
    singular.m31 = 0
    let invertible = singular.invert()
    #expect(!invertible, "no inverse")
  }

  @Test func projectionEffectMovesTheDrawingNotTheLayout() throws {
    let moved = red.frame(width: 10, height: 10)
      .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)))
      .frame(width: 30, height: 10, alignment: .leading)
    #expect(try alpha(moved, 5, 5) == 0)
    #expect(try alpha(moved, 15, 5) == 255)
  }

  /// The filter applies in the context's coordinates at the time it is added: a particle flipped
  /// about its own vertical axis after a translation stays where it was drawn.
  @Test func theCanvasFilterAppliesWhereItWasAdded() throws {
    let canvas = Canvas { context, _ in
      var c = context
      c.translateBy(x: 20, y: 0)
      c.addFilter(
        .projectionTransform(ProjectionTransform(CATransform3DRotate(CATransform3DIdentity, .pi, 0, 1, 0))))
      // Drawn at x 0...6 in the translated space; mirrored about its x = 0, it covers -6...0.
      c.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 10)), with: .color(red))
    }
    .frame(width: 40, height: 10)
    #expect(try alpha(canvas, 17, 5) == 255)
    #expect(try alpha(canvas, 23, 5) == 0)
  }
}
