// Corpus: home-assistant/iOS, Sources/HADesignSystem/Sources/Components/FlowLayout.swift, commit d722d7811aec72397d05837477c5f146943b6248, licence Apache-2.0
// Unchanged below this header.
import SwiftUI

/// Lays out children like words in a paragraph: one after another on a line, wrapping to a new
/// line when the available width runs out. Used for pill/chip collections.
public struct FlowLayout: Layout {
    public var spacing: CGFloat

    public init(spacing: CGFloat = DesignSystem.Spaces.one) {
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widestRow: CGFloat = 0
        for subview in subviews {
            let size = measure(subview, maxWidth: maxWidth)
            if x > 0, x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widestRow = max(widestRow, x - spacing)
        }
        return CGSize(width: maxWidth.isFinite ? maxWidth : widestRow, height: y + rowHeight)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        var y = bounds.minY
        var rowHeight: CGFloat = 0
        for subview in subviews {
            let size = measure(subview, maxWidth: bounds.width)
            if x > bounds.minX, x + size.width > bounds.maxX {
                x = bounds.minX
                y += rowHeight + spacing
                rowHeight = 0
            }
            subview.place(
                at: CGPoint(x: x, y: y),
                anchor: .topLeading,
                proposal: ProposedViewSize(width: size.width, height: size.height)
            )
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }

    /// A child's size, capped to the available width so an over-long child truncates instead of
    /// overflowing the row.
    private func measure(_ subview: LayoutSubview, maxWidth: CGFloat) -> CGSize {
        let ideal = subview.sizeThatFits(.unspecified)
        guard ideal.width > maxWidth, maxWidth.isFinite else { return ideal }
        return subview.sizeThatFits(ProposedViewSize(width: maxWidth, height: nil))
    }
}

#Preview {
    FlowLayout {
        ForEach(["one", "two words", "a much longer chip", "tiny", "wrap me around"], id: \.self) { label in
            Text(verbatim: label)
                .padding(.horizontal, 12)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color.gray.opacity(0.2)))
        }
    }
    .padding()
}
