import Foundation
import TesseraDisplayList
import TesseraUI
import Testing

/// Custom layouts written as SwiftUI declares `Layout`: `CGSize`, `CGRect`, `Subviews`, caches,
/// anchors and layout values.
@Suite struct CustomLayoutTests {
  struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var p = bounds.origin
      for s in subviews {
        let size = s.sizeThatFits(.unspecified)
        s.place(at: p, proposal: .unspecified)
        p = CGPoint(x: p.x + size.width, y: p.y + size.height)
      }
    }
  }

  @Test func diagonal() throws {
    let (size, f) = try frames(
      Diagonal {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 20, height: 5)
      })
    #expect(size == Size(width: 30, height: 15))
    #expect(f[1] == Rect(x: 10, y: 10, width: 20, height: 5))
  }

  /// Rows that wrap, with a cache of the subviews' ideal sizes counted to prove it is made once.
  struct Flow: Layout {
    var spacing: CGFloat = 4
    final class Counter: @unchecked Sendable { var made = 0 }
    let counter: Counter

    struct Cache { var sizes: [CGSize] }

    func makeCache(subviews: Subviews) -> Cache {
      counter.made += 1
      return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func rows(_ width: CGFloat, _ sizes: [CGSize]) -> [(origin: CGPoint, size: CGSize)] {
      var out: [(CGPoint, CGSize)] = []
      var x: CGFloat = 0
      var y: CGFloat = 0
      var rowHeight: CGFloat = 0
      for s in sizes {
        if x > 0, x + s.width > width {
          x = 0
          y += rowHeight + spacing
          rowHeight = 0
        }
        out.append((CGPoint(x: x, y: y), s))
        x += s.width + spacing
        rowHeight = max(rowHeight, s.height)
      }
      return out
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
      let placed = rows(proposal.replacingUnspecifiedDimensions().width, cache.sizes)
      return CGSize(
        width: placed.map { $0.origin.x + $0.size.width }.max() ?? 0,
        height: placed.map { $0.origin.y + $0.size.height }.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    {
      for (i, p) in rows(bounds.width, cache.sizes).enumerated() {
        subviews[i].place(
          at: CGPoint(x: bounds.minX + p.origin.x, y: bounds.minY + p.origin.y),
          proposal: ProposedViewSize(p.size))
      }
    }
  }

  @Test func flowWrapsAndMakesItsCacheOnce() throws {
    let counter = Flow.Counter()
    let (size, f) = try frames(
      Flow(counter: counter) {
        ForEach(0..<5) { _ in Color.red.frame(width: 30, height: 10) }
      }, width: 100)
    // Three 30-point items fit in 100 points with 4-point gaps (98); two go on the next row.
    try #require(f.count == 5, "\(f)")
    #expect(size == Size(width: 98, height: 24))
    #expect(f[3] == Rect(x: 0, y: 14, width: 30, height: 10))
    #expect(counter.made == 1)
  }

  struct Rank: LayoutValueKey {
    static let defaultValue = 0
  }

  /// Stacks subviews from the highest rank down, centered on `bounds`' center by anchor.
  struct Ranked: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 40, height: CGFloat(subviews.count) * 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      let order = subviews.indices.sorted { subviews[$0][Rank.self] > subviews[$1][Rank.self] }
      for (row, i) in order.enumerated() {
        subviews[i].place(
          at: CGPoint(x: bounds.midX, y: bounds.minY + CGFloat(row) * 10 + 5), anchor: .center,
          proposal: ProposedViewSize(width: 20, height: 10))
      }
    }
  }

  @Test func layoutValuesAndAnchors() throws {
    let (_, f) = try frames(
      Ranked {
        Color.red.layoutValue(key: Rank.self, value: 1)
        Color.blue.padding(0).layoutValue(key: Rank.self, value: 5).opacity(1)
        Color.green
      })
    try #require(f.count == 3, "\(f)")
    // Blue (rank 5, set under a modifier) first, red (1) second, green (the default 0) last;
    // each 20x10 centered on x = 20.
    #expect(f[1] == Rect(x: 10, y: 0, width: 20, height: 10))
    #expect(f[0] == Rect(x: 10, y: 10, width: 20, height: 10))
    #expect(f[2] == Rect(x: 10, y: 20, width: 20, height: 10))
  }

  @Test func subviewsSliceAndDirection() throws {
    struct Probe: Layout {
      let seen: Seen
      final class Seen: @unchecked Sendable {
        var tail = 0
        var direction = LayoutDirection.leftToRight
        var spacing: CGFloat = 0
      }
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let tail: Subviews = subviews.dropFirst()
        seen.tail = tail.count
        seen.direction = subviews.layoutDirection
        seen.spacing = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
        return CGSize(width: 10, height: 10)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      }
    }
    let seen = Probe.Seen()
    _ = try frames(
      Probe(seen: seen) {
        Color.red; Color.blue; Color.green
      }, direction: .rightToLeft)
    #expect(seen.tail == 2)
    #expect(seen.direction == .rightToLeft)
    #expect(seen.spacing == 8)
  }

  @Test func anyLayoutKeepsTheWrappedCache() throws {
    let counter = Flow.Counter()
    let layout = AnyLayout(Flow(counter: counter))
    let (size, _) = try frames(
      layout {
        Color.red.frame(width: 60, height: 10)
        Color.blue.frame(width: 60, height: 10)
      }, width: 100)
    #expect(size == Size(width: 60, height: 24))
    #expect(counter.made == 1)
  }

  @Test func unplacedSubviewsAreCentered() throws {
    struct Lazy: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50, height: 50)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      }
    }
    let (_, f) = try frames(Lazy { Color.red.frame(width: 10, height: 10) })
    #expect(f[0] == Rect(x: 20, y: 20, width: 10, height: 10))
  }
}
