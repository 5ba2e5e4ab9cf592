import Foundation
import TesseraDisplayList
import TesseraRaster

/// A shape that can be inset, so its stroke can sit inside its bounds (`strokeBorder`).
nonisolated public protocol InsettableShape: Shape {
  /// The type of the inset shape (usually the shape's own type).
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` points on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}
