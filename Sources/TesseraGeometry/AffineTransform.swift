/// A 2D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as `CGAffineTransform`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// Scale / rotation component. Default 1.
  public var a: Double
  /// Shear / rotation component. Default 0.
  public var b: Double
  /// Shear / rotation component. Default 0.
  public var c: Double
  /// Scale / rotation component. Default 1.
  public var d: Double
  /// Horizontal translation. Default 0.
  public var tx: Double
  /// Vertical translation. Default 0.
  public var ty: Double

  /// Creates a transform from its six components.
  public init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineTransform()

  /// A translation.
  public init(translationX tx: Double, y ty: Double) { self.init(tx: tx, ty: ty) }
  /// A scale about the origin.
  public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, d: sy) }

  /// A rotation about the origin by a number of quarter turns (clockwise on screen): exact,
  /// with no trigonometry, so rotated renders stay byte-identical on every machine.
  public init(quarterTurns: Int) {
    switch ((quarterTurns % 4) + 4) % 4 {
    case 1: self.init(a: 0, b: 1, c: -1, d: 0)
    case 2: self.init(a: -1, b: 0, c: 0, d: -1)
    case 3: self.init(a: 0, b: -1, c: 1, d: 0)
    default: self.init()
    }
  }

  /// A rotation about the origin given by the cosine and sine of its angle (clockwise on screen).
  /// Callers that need byte-identical output across machines should pass exact values.
  public init(rotationCosine cos: Double, sine sin: Double) {
    self.init(a: cos, b: sin, c: -sin, d: cos)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }
  /// Whether every component is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
  /// Whether the transform only scales (positively or not) and translates.
  public var isScaleTranslate: Bool { b == 0 && c == 0 }
  /// The determinant `a·d − b·c`.
  public var determinant: Double { a * d - b * c }

  /// Applies `self`, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// `self` preceded by a translation (the translation happens in the local space).
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// `self` preceded by a scale (the scale happens in the local space).
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// The inverse, or nil when the transform is singular or not finite.
  public func inverted() -> AffineTransform? {
    let det = determinant
    guard isFinite, det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    let result = AffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    return result.isFinite ? result : nil
  }

  /// The image of a point.
  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The image of a vector (no translation).
  public func applyToVector(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
  }

  /// The largest factor by which the transform stretches any length (the larger singular value);
  /// used to pick curve flattening tolerances.
  public var maximumScale: Double {
    let s1 = a * a + b * b + c * c + d * d
    let s2 = determinant
    let disc = (max(0, s1 * s1 - 4 * s2 * s2)).squareRoot()
    return ((s1 + disc) / 2).squareRoot()
  }

  /// A textual form of the six components.
  public var description: String {
    "[\(a.compactDescription) \(b.compactDescription) \(c.compactDescription) \(d.compactDescription) \(tx.compactDescription) \(ty.compactDescription)]"
  }
}
