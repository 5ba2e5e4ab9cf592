import Foundation

/// A one-line text field's height as UIKit's field gives it: the line's height rounded up to a
/// whole point, plus one (21 points for 16-point text, 22 for body text at 17), the line centred
/// in it. Its text baselines are the line's, moved down by the space above it.
///
/// Measured: Home Assistant's iOS 26 field row (`HStack { TextField; Button }` padded by 16 and
/// stroked) is 53.0 points tall at Dynamic Type medium, its content 21.0 where the 16-point
/// line is 19.1.
nonisolated struct TextFieldLineLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let line = subviews.first else { return .zero }
    let size = line.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
    return CGSize(width: size.width, height: Self.height(forLine: size.height))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let line = subviews.first else { return }
    let size = line.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
    line.place(
      at: CGPoint(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2),
      proposal: ProposedViewSize(width: bounds.width, height: size.height))
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    guard let line = subviews.first else { return nil }
    let proposed = ProposedViewSize(width: bounds.width, height: nil)
    let size = line.sizeThatFits(proposed)
    return line.dimensions(in: proposed)[guide] + (bounds.height - size.height) / 2
  }

  /// The field's height for a line `line` points tall: rounded up to a whole point, plus one.
  static func height(forLine line: Double) -> Double {
    guard line > 0 else { return 0 }
    // A hair under a whole point is that point (font metrics in floating point).
    return (line - 1e-6).rounded(.up) + 1
  }
}
