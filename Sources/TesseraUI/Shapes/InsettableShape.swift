import Foundation
import TesseraDisplayList
import TesseraRaster

/// A shape that can be inset, so its stroke can sit inside its bounds (`strokeBorder`).
nonisolated public protocol InsettableShape: Shape {
  /// The shape inset by `amount` points on every side.
  nonisolated func inset(by amount: CGFloat) -> Self
}
