import Foundation

#if !canImport(Darwin)
  /// A two-dimensional vector, as Core Graphics' `CGVector` (not in Foundation on Linux): a scroll
  /// target context's velocity, in points per second.
  public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat
    /// The zero vector.
    public init() {
      dx = 0
      dy = 0
    }
    /// A vector of two components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }
    /// A vector of two `Double` components.
    public init(dx: Double, dy: Double) {
      self.dx = CGFloat(dx)
      self.dy = CGFloat(dy)
    }
    /// A vector of two `Int` components (as Core Graphics has it: `CGVector(dx: 0, dy: 1)` with
    /// integer literals picks this one, not ambiguously one of the others).
    public init(dx: Int, dy: Int) {
      self.dx = CGFloat(dx)
      self.dy = CGFloat(dy)
    }
    /// The zero vector.
    public static var zero: CGVector { CGVector() }
  }
#endif
