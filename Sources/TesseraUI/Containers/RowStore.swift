import TesseraDisplayList

/// The rows of one section of a lazy container: resolved rows, and `ForEach` runs whose elements
/// are resolved only when the container asks for them (and kept once resolved).
final class RowStore {
  private enum Segment {
    case nodes([LayoutNode])
    case lazy(LazyRun)
  }

  private var segments: [(start: Int, segment: Segment)] = []
  private var cache: [Int: LayoutNode?] = [:]
  private let environment: EnvironmentValues
  /// The number of rows (a `ForEach` element is one row).
  let count: Int

  /// The rows of `pieces`; sections among them are flattened into rows (their headers dropped).
  init(pieces: [RowPiece], environment: EnvironmentValues) {
    self.environment = environment
    var n = 0
    var segments: [(Int, Segment)] = []
    func add(_ pieces: [RowPiece]) {
      for piece in pieces {
        switch piece {
        case .nodes(let nodes):
          guard !nodes.isEmpty else { continue }
          segments.append((n, .nodes(nodes)))
          n += nodes.count
        case .lazy(let run):
          guard run.count > 0 else { continue }
          segments.append((n, .lazy(run)))
          n += run.count
        case .section(let s):
          add(s.content)
        }
      }
    }
    add(pieces)
    self.segments = segments.map { (start: $0.0, segment: $0.1) }
    count = n
  }

  /// Row `index`, resolved if needed; nil when its element made no view.
  func row(_ index: Int) -> LayoutNode? {
    guard index >= 0, index < count else { return nil }
    if let cached = cache[index] { return cached }
    // The segment holding the row: the last one starting at or before it.
    var lo = 0
    var hi = segments.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if segments[mid].start <= index { lo = mid } else { hi = mid - 1 }
    }
    let (start, segment) = segments[lo]
    let node: LayoutNode?
    switch segment {
    case .nodes(let nodes): node = nodes[index - start]
    case .lazy(let run):
      let made = run.resolve(index - start)
      if made.count <= 1 {
        node = made.first
      } else {
        node = StackNode(
          axis: .vertical, horizontal: .leading, vertical: .center, spacing: 0, children: made,
          environment: environment)
      }
    }
    cache[index] = node
    return node
  }

  /// Resolves the first `limit` rows now (while the view graph records state), returning how
  /// many were resolved.
  @discardableResult
  func prefetch(_ limit: Int) -> Int {
    let n = min(max(0, limit), count)
    for i in 0..<n { _ = row(i) }
    return n
  }
}
