import TesseraUI

/// Items in a grid of a fixed number of equal columns, filled row by row, with density-scaled
/// spacing: the library's grid primitive (product grids, icon galleries).
public struct GridLayout<Item, Cell: View>: View {
  let items: [Item]
  let columns: Int
  let spacing: Double
  let cell: (Item) -> Cell
  @Environment(\.dsDensity) var density

  /// Creates a grid.
  public init(_ items: [Item], columns: Int, spacing: Double, @ViewBuilder cell: @escaping (Item) -> Cell) {
    self.items = items
    self.columns = max(1, columns)
    self.spacing = spacing
    self.cell = cell
  }

  /// The grid.
  public var body: some View {
    let rows = stride(from: 0, to: items.count, by: columns).map {
      Array(items[$0..<min($0 + columns, items.count)])
    }
    Grid(
      alignment: .topLeading, horizontalSpacing: spacing * density.scale,
      verticalSpacing: spacing * density.scale
    ) {
      ForEach(0..<rows.count) { r in
        GridRow { ForEach(0..<rows[r].count) { c in cell(rows[r][c]) } }
      }
    }
  }
}
