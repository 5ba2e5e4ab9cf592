import Foundation
import TesseraUI

/// Lays out one view at its size rounded up to whole points, the view at the top leading corner:
/// a preview's background then covers every pixel of the image at any integer scale, instead of
/// leaving a part-covered last row and column.
struct WholePointFrame: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let only = subviews.first else { return .zero }
    let size = only.sizeThatFits(proposal)
    return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let only = subviews.first else { return }
    only.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }
}
