import TesseraGeometry

/// The resolved, plain-value picture of a view tree: what layout produced and the renderer
/// draws. `Sendable` and `Equatable`, with a stable text form (``dump``) for tests.
public struct DisplayList: Sendable, Equatable {
  /// The size of the picture, in points.
  public var size: Size
  /// The items, in painting order.
  public var items: [DisplayItem]

  /// Creates a display list.
  public init(size: Size, items: [DisplayItem]) {
    self.size = size
    self.items = items
  }

  /// The number of items, groups and their contents included.
  public var itemCount: Int {
    func count(_ items: [DisplayItem]) -> Int {
      items.reduce(0) { n, item in
        if case .group(let g) = item { return n + 1 + count(g.items) }
        return n + 1
      }
    }
    return count(items)
  }
}
