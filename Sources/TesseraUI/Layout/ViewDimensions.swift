import Foundation
import TesseraGeometry

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`: what an `alignmentGuide`
/// closure, an `AlignmentID`'s default and a custom `Layout` read.
nonisolated public struct ViewDimensions: Equatable {
  /// The width, in points.
  public let width: CGFloat
  /// The height, in points.
  public let height: CGFloat
  /// The view whose explicit guides are read, if any.
  let node: LayoutNode?
  let size: Size

  init(size: Size, node: LayoutNode?) {
    self.size = size
    self.width = CGFloat(size.width)
    self.height = CGFloat(size.height)
    self.node = node
  }

  /// A horizontal guide's offset from the view's leading edge, in points: the view's explicit value
  /// if it sets one, else the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? CGFloat(guide.defaultValue(in: self))
  }

  /// A vertical guide's offset from the view's top edge, in points: the view's explicit value if it
  /// sets one (text sets its baselines), else the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? CGFloat(guide.defaultValue(in: self))
  }

  /// The view's explicit value for a horizontal guide, or nil.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    node?.horizontalGuide(guide, in: size).map { CGFloat($0) }
  }

  /// The view's explicit value for a vertical guide, or nil.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    node?.verticalGuide(guide, in: size).map { CGFloat($0) }
  }

  /// Equal when the sizes are equal and the guides come from the same view.
  public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
    a.size == b.size && a.node === b.node
  }
}
