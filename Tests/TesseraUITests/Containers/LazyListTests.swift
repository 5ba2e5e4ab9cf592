import TesseraDisplayList
import Testing

@testable import TesseraUI

// A List of 100,000 rows, rendered in full (views to pixels) on a phone screen, makes only about
// a screen's worth of rows: counted, not timed.

/// What rendering a list made: its rows' elements and bodies.
private final class RowCounts: @unchecked Sendable {
  var elements = 0
  var bodies = 0
}

private struct StorageRow: View {
  let index: Int
  let counts: RowCounts

  var body: some View {
    counts.bodies += 1
    return NavigationLink(value: index) {
      HStack {
        Text("Item \(index)").accessibilityIdentifier("item-\(index)")
        Spacer()
        Text("\(index % 97) MB").foregroundStyle(.secondary)
      }
    }
  }
}

private struct Item: Identifiable {
  let id: Int
}

private struct StorageList: View {
  let count: Int
  let models: Bool
  let counts: RowCounts

  var body: some View {
    NavigationStack {
      List {
        if models {
          ForEach((0..<count).map(Item.init(id:))) { item in
            let _ = counts.elements += 1
            StorageRow(index: item.id, counts: counts)
          }
        } else {
          ForEach(0..<count, id: \.self) { i in
            let _ = counts.elements += 1
            StorageRow(index: i, counts: counts)
          }
        }
      }
      .navigationTitle("Storage")
    }
  }
}

@Suite struct LazyListTests {
  /// Renders the list on an iPhone 16 at 3x; returns the counts and the rows' texts drawn.
  fileprivate func render(count: Int, models: Bool) throws -> (counts: RowCounts, drawn: Int) {
    let counts = RowCounts()
    let r = ImageRenderer(
      content: DeviceScreen(.iPhone16) { StorageList(count: count, models: models, counts: counts) })
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    r.scale = 3
    let out = try r.render()
    _ = try out.pixmap()
    return (counts, titles(out.displayList.items))
  }

  /// How many rows' titles a display list draws (by their accessibility identifiers).
  func titles(_ items: [DisplayItem]) -> Int {
    items.reduce(0) { n, item in
      switch item {
      case .accessibility(let r): return n + (r.identifier?.hasPrefix("item-") == true ? 1 : 0)
      case .group(let g): return n + titles(g.items)
      default: return n
      }
    }
  }

  @Test(arguments: [false, true])
  func hundredThousandRowsMakeAboutOneScreen(models: Bool) throws {
    let short = try render(count: 20, models: models)
    let long = try render(count: 100_000, models: models)
    // One screen: 852 pt under a large-title bar shows about 16 rows of 44 pt.
    #expect(long.drawn == short.drawn)
    #expect(long.drawn >= 10 && long.drawn <= 20)
    // Rows made: those resolved while the graph records state (a tall screen's worth), the
    // others only as they show; never the 100,000.
    let bound = List<Never, EmptyView>.prefetchedRows + long.drawn
    #expect(long.counts.elements <= bound)
    #expect(long.counts.bodies <= bound)
    #expect(long.counts.elements >= long.drawn)
    // The short list makes each of its rows once.
    #expect(short.counts.elements == 20 && short.counts.bodies == 20)
  }
}
