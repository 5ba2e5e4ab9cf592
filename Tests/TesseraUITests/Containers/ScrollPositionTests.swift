import TesseraDisplayList
import TesseraGeometry
import Testing

@testable import TesseraUI

/// Where a still shows a scroll view: `defaultScrollAnchor`, `scrollPosition(id:)`, iOS 18's
/// `ScrollPosition`, and a `ScrollViewReader`'s `scrollTo` from `onAppear`.
@Suite struct ScrollPositionTests {
  /// Thirty rows, 40 points tall; row `n` is `10 + n` points wide, so its frame finds it.
  struct Rows: View {
    var lazy = false
    var body: some View {
      if lazy {
        LazyVStack(spacing: 0) { ForEach(0..<30, id: \.self) { n in Row(n: n) } }
      } else {
        VStack(spacing: 0) { ForEach(0..<30, id: \.self) { n in Row(n: n) } }
      }
    }
  }

  struct Row: View {
    let n: Int
    var body: some View { Color.red.frame(width: Double(10 + n), height: 40) }
  }

  /// The top of row `n` in a render 100x200 points, or nil when it is not drawn.
  func top<V: View>(of n: Int, in view: V) throws -> (y: Double?, warnings: [String]) {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 100, height: 200)
    let out = try r.render()
    return (fills(out.displayList.items).first { $0.width == Double(10 + n) }?.minY, out.warnings)
  }

  func fills(_ items: [DisplayItem]) -> [Rect] {
    items.flatMap { item -> [Rect] in
      switch item {
      case .fill(let path, _, _): [path.bounds]
      case .group(let g): fills(g.items)
      default: []
      }
    }
  }

  @Test func aStillShowsTheTopByDefault() throws {
    #expect(try top(of: 0, in: ScrollView { Rows() }).y == 0)
  }

  @Test(arguments: [false, true])
  func defaultScrollAnchorBottomShowsTheEnd(lazy: Bool) throws {
    // 1,200 points of rows in 200: scrolled by 1,000, the last row ends at the bottom.
    let view = ScrollView { Rows(lazy: lazy) }.defaultScrollAnchor(.bottom)
    #expect(try top(of: 29, in: view).y == 160)
    #expect(try top(of: 25, in: view).y == 0)
  }

  @Test func shortContentSitsAtTheAnchor() throws {
    let view = ScrollView { Color.blue.frame(width: 50, height: 40) }.defaultScrollAnchor(.bottom)
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 100, height: 200)
    #expect(fills(try r.render().displayList.items).contains(Rect(x: 25, y: 160, width: 50, height: 40)))
    // The initial offset alone leaves short content at the top.
    let top = ImageRenderer(
      content: ScrollView { Color.blue.frame(width: 50, height: 40) }.defaultScrollAnchor(
        .bottom, for: .initialOffset))
    top.proposedSize = ProposedViewSize(width: 100, height: 200)
    #expect(fills(try top.render().displayList.items).contains(Rect(x: 25, y: 0, width: 50, height: 40)))
  }

  @Test(arguments: [false, true])
  func scrollPositionIDShowsThatRow(lazy: Bool) throws {
    let view = ScrollView { Rows(lazy: lazy) }.scrollPosition(id: .constant(Optional(12)))
    #expect(try top(of: 12, in: view).y == 0)
    let centered = ScrollView { Rows(lazy: lazy) }.scrollPosition(
      id: .constant(Optional(12)), anchor: .center)
    #expect(try top(of: 12, in: centered).y == 80)
    // Near the end, the offset stops where the content does.
    let last = ScrollView { Rows(lazy: lazy) }.scrollPosition(id: .constant(Optional(29)))
    #expect(try top(of: 29, in: last).y == 160)
    // nil: the start.
    let none = ScrollView { Rows(lazy: lazy) }.scrollPosition(id: .constant(Int?.none))
    #expect(try top(of: 0, in: none).y == 0)
  }

  @Test func anUnknownIDShowsTheStartWithAWarning() throws {
    let view = ScrollView { Rows() }.scrollPosition(id: .constant(Optional(99)))
    let result = try top(of: 0, in: view)
    #expect(result.y == 0)
    #expect(result.warnings.contains { $0.contains("id 99") })
  }

  @Test func scrollPositionValues() throws {
    #expect(
      try top(of: 3, in: ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(y: 120)))).y == 0)
    #expect(
      try top(of: 29, in: ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(edge: .bottom)))).y
        == 160)
    #expect(
      try top(of: 5, in: ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(id: 5, anchor: .top))))
        .y == 0)
    // Offsets past the end stop at it.
    #expect(
      try top(of: 29, in: ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(y: 5000)))).y == 160)
    // Offsets that are not numbers show the start.
    #expect(
      try top(of: 0, in: ScrollView { Rows() }.scrollPosition(.constant(ScrollPosition(y: .nan)))).y == 0)
    var position = ScrollPosition(idType: Int.self)
    position.scrollTo(id: 7)
    #expect(position.viewID(type: Int.self) == 7)
    #expect(position.edge == nil && position.point == nil && !position.isPositionedByUser)
  }

  @Test func scrollViewReaderScrollsFromOnAppear() throws {
    let view = ScrollViewReader { proxy in
      ScrollView { Rows() }
        .onAppear { proxy.scrollTo(20, anchor: .bottom) }
    }
    #expect(try top(of: 20, in: view).y == 160)
  }

  @Test func theIDOfAnIdentifiedViewCounts() throws {
    let view = ScrollView {
      VStack(spacing: 0) {
        Color.gray.frame(width: 90, height: 500)
        Color.green.frame(width: 11, height: 40).id("target")
        Color.gray.frame(width: 90, height: 500)
      }
    }
    .scrollPosition(id: .constant(Optional("target")))
    #expect(try top(of: 1, in: view).y == 0)
  }

  @Test func nestedScrollViewsDoNotInheritThePosition() throws {
    let view = ScrollView {
      VStack(spacing: 0) {
        ScrollView { Rows() }.frame(height: 100)
        Color.gray.frame(width: 90, height: 500)
      }
    }
    .defaultScrollAnchor(.bottom)
    // The outer one is at its end (600 in 200: 400 down); the inner one at its top.
    #expect(try top(of: 0, in: view).y == -400)
  }

  @Test func contentScrolledUnderALargeTitleCollapsesTheBar() throws {
    func render(scrolled: Bool) throws -> [Rect] {
      let scroll = ScrollView { Rows() }
      let r = ImageRenderer(
        content: NavigationStack {
          Group {
            if scrolled { scroll.defaultScrollAnchor(.bottom) } else { scroll }
          }
          .navigationTitle("Title")
        })
      r.proposedSize = ProposedViewSize(width: 100, height: 400)
      return fills(try r.render().displayList.items)
    }
    // At rest: the large title's band (44 + 52) is above the first row, and the bar is clear.
    let rest = try render(scrolled: false)
    #expect(rest.first { $0.width == 10 }?.minY == 96)
    #expect(!rest.contains(Rect(x: 0, y: 0, width: 100, height: 44)))
    // Scrolled to the end: the inline bar alone, on its material; the last row at the bottom.
    let scrolled = try render(scrolled: true)
    #expect(scrolled.contains(Rect(x: 0, y: 0, width: 100, height: 44)))
    #expect(scrolled.first { $0.width == 39 }?.minY == 360)
  }
}
