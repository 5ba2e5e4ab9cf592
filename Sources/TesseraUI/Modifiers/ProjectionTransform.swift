import Foundation
import TesseraGeometry

/// A 3x3 projective transform of the plane, as SwiftUI's `ProjectionTransform` (the matrix of
/// `projectionEffect(_:)` and `GraphicsContext.Filter.projectionTransform(_:)`), applied to row
/// vectors `[x y 1]`. Tessera draws its affine part; perspective terms (`m13`, `m23`, `m33` other
/// than `0, 0, 1`) are left out with a warning.
public struct ProjectionTransform: Hashable, Sendable {
  /// Row 1.
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  /// Row 2.
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  /// Row 3 (the translation and the perspective divisor).
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The transform of an affine transform.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  #if !canImport(QuartzCore)
    /// The projection of a 3D transform onto the screen plane (its x, y and w rows and columns).
    public init(_ m: CATransform3D) {
      (m11, m12, m13) = (m.m11, m.m12, m.m14)
      (m21, m22, m23) = (m.m21, m.m22, m.m24)
      (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }
  #endif

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine (no perspective).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// `self` then `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let a = rows
    let b = rhs.rows
    var r = [[CGFloat]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
      for j in 0..<3 { r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] }
    }
    return ProjectionTransform(rows: r)
  }

  /// Inverts the transform in place; returns false (and changes nothing) when it has no inverse.
  @discardableResult
  public mutating func invert() -> Bool {
    let r = rows
    let det =
      r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1]) - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
      + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
    guard det != 0, det.isFinite else { return false }
    func cofactor(_ i: Int, _ j: Int) -> CGFloat {
      let rs = [0, 1, 2].filter { $0 != i }
      let cs = [0, 1, 2].filter { $0 != j }
      let minor = r[rs[0]][cs[0]] * r[rs[1]][cs[1]] - r[rs[0]][cs[1]] * r[rs[1]][cs[0]]
      return (i + j) % 2 == 0 ? minor : -minor
    }
    var inverse = [[CGFloat]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
      for j in 0..<3 { inverse[i][j] = cofactor(j, i) / det }
    }
    self = ProjectionTransform(rows: inverse)
    return true
  }

  /// The inverse (the transform itself when it has none).
  public func inverted() -> ProjectionTransform {
    var copy = self
    copy.invert()
    return copy
  }

  var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

  init(rows r: [[CGFloat]]) {
    (m11, m12, m13) = (r[0][0], r[0][1], r[0][2])
    (m21, m22, m23) = (r[1][0], r[1][1], r[1][2])
    (m31, m32, m33) = (r[2][0], r[2][1], r[2][2])
  }

  /// The affine part Tessera draws, and whether perspective was left out.
  var drawn: (transform: AffineTransform, dropsPerspective: Bool) {
    let w = m33 != 0 && m33.isFinite ? Double(m33) : 1
    let t = AffineTransform(
      a: Double(m11) / w, b: Double(m12) / w, c: Double(m21) / w, d: Double(m22) / w, tx: Double(m31) / w,
      ty: Double(m32) / w)
    return (t, m13 != 0 || m23 != 0)
  }
}

nonisolated extension View {
  /// Draws the view through a projection transform in its own coordinates (origin at its
  /// top-leading corner), as SwiftUI's `projectionEffect(_:)`; layout is unchanged. The affine
  /// part is drawn; perspective is left out with a warning.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    let (affine, dropsPerspective) = transform.drawn
    return modifier(
      WrappingModifier { child, context in
        if dropsPerspective {
          context.diagnostics.warn(
            "projectionEffect: the perspective terms are not drawn (the affine part is)")
        }
        guard affine.isFinite, !affine.isIdentity else { return child }
        return TransformNode(transform: affine, anchor: .topLeading, child: child)
      })
  }
}
