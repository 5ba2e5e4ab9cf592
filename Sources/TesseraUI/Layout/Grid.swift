import Foundation
import TesseraDisplayList

/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow` is a row; a column is as wide
/// as its widest cell and a row as tall as its tallest; cells are aligned in their slot (by
/// `gridColumnAlignment`, `gridCellAnchor`, the row's and the grid's alignment) and may span
/// columns (`gridCellColumns`). A view that is not in a `GridRow` spans the whole width without
/// widening it (a `Divider`). Offered a width, the columns share it as an HStack's children do:
/// a column of flexible cells (`.frame(maxWidth: .infinity)`) takes what the others leave.
nonisolated public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?
  let content: Content

  /// Creates a grid; spacing defaults to 8 points.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.map { Double($0) }
    self.verticalSpacing = verticalSpacing.map { Double($0) }
    self.content = content()
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

/// Marks the cells of a grid row while resolving.
final class GridRowNode: LayoutNode {
  let cells: [LayoutNode]
  /// The row's own vertical alignment (nil: the grid's).
  let alignment: VerticalAlignment?
  init(cells: [LayoutNode], alignment: VerticalAlignment?, environment: EnvironmentValues) {
    self.cells = cells
    self.alignment = alignment
    super.init(direction: environment.layoutDirection)
  }
}

nonisolated extension GridRow: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    [GridRowNode(cells: resolve(content, context), alignment: alignment, environment: context.environment)]
  }
}

nonisolated extension Grid: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    let nodes = resolve(content, context.with(env))
    let rows = nodes.map { node -> [LayoutNode] in (node as? GridRowNode)?.cells ?? [node] }
    let rowAlignments = nodes.map { ($0 as? GridRowNode)?.alignment }
    let fullWidth = Set(nodes.indices.filter { !(nodes[$0] is GridRowNode) })
    let d = context.diagnostics
    return [
      GridNode(
        rows: rows, alignment: alignment, rowAlignments: rowAlignments,
        hSpacing: d.sanitize(horizontalSpacing ?? 8, "Grid horizontalSpacing", fallback: 8),
        vSpacing: d.sanitize(verticalSpacing ?? 8, "Grid verticalSpacing", fallback: 8),
        environment: context.environment, fullWidthRows: fullWidth)
    ]
  }
}

final class GridNode: LayoutNode {
  let rows: [[LayoutNode]]
  let alignment: Alignment
  /// Each row's own vertical alignment (nil: the grid's).
  let rowAlignments: [VerticalAlignment?]
  let hSpacing: Double
  let vSpacing: Double
  let columns: Int
  /// Each row's cells with the column each starts in and how many it spans (nil: a view outside a
  /// `GridRow`, across the whole grid).
  private let layout: [[(column: Int, span: Int)]?]
  /// Each column's horizontal alignment (`gridColumnAlignment`, else the grid's).
  private let columnAlignments: [HorizontalAlignment]

  init(
    rows: [[LayoutNode]], alignment: Alignment, rowAlignments: [VerticalAlignment?] = [], hSpacing: Double,
    vSpacing: Double, environment: EnvironmentValues, fullWidthRows: Set<Int>? = nil
  ) {
    self.rows = rows
    self.alignment = alignment
    self.rowAlignments = rowAlignments
    self.hSpacing = hSpacing
    self.vSpacing = vSpacing
    var layout: [[(column: Int, span: Int)]?] = []
    var columns = 1
    for (r, row) in rows.enumerated() {
      if fullWidthRows.map({ $0.contains(r) }) ?? (row.count == 1) {
        layout.append(nil)
        continue
      }
      var c = 0
      var cells: [(column: Int, span: Int)] = []
      for cell in row {
        let span = GridCellTraitNode.columns(of: cell)
        cells.append((c, span))
        c += span
      }
      columns = max(columns, c)
      layout.append(cells)
    }
    // With no GridRow at all, the views are the cells of one column (they size it).
    if !layout.contains(where: { $0 != nil }) { layout = rows.map { $0.isEmpty ? [] : [(0, 1)] } }
    self.layout = layout
    self.columns = columns
    var aligned = [HorizontalAlignment?](repeating: nil, count: columns)
    for (r, cells) in layout.enumerated() {
      guard let cells else { continue }
      for (i, place) in cells.enumerated() where place.span == 1 && aligned[place.column] == nil {
        aligned[place.column] = GridCellTraitNode.columnAlignment(of: rows[r][i])
      }
    }
    columnAlignments = aligned.map { $0 ?? alignment.horizontal }
    super.init(direction: environment.layoutDirection)
  }

  /// The cells that size their column: one column wide, sized along the horizontal axis.
  private func sizingCells(_ column: Int) -> [LayoutNode] {
    var out: [LayoutNode] = []
    for (r, cells) in layout.enumerated() {
      guard let cells else { continue }
      for (i, place) in cells.enumerated()
      where place.column == column && place.span == 1
        && !GridCellTraitNode.unsizedAxes(of: rows[r][i]).contains(.horizontal)
      {
        out.append(rows[r][i])
      }
    }
    return out
  }

  /// Column widths, as SwiftUI's grid finds them: unproposed, each column is as wide as its
  /// widest cell's ideal width; proposed a width, the columns share it as an HStack's children
  /// do, the least flexible first (a column's flexibility: how much wider its cells can be than
  /// their narrowest), each offered an equal part of what is left and taking its widest cell's
  /// answer. A cell that spans columns widens them equally when it needs more than they give.
  func columnWidths(_ p: ProposedViewSize) -> [Double] {
    var widths = [Double](repeating: 0, count: columns)
    let spacing = hSpacing * Double(max(0, columns - 1))
    if let width = p.width, width.isFinite {
      let cellsByColumn = (0..<columns).map(sizingCells)
      var order: [(column: Int, flexibility: Double)] = []
      for c in 0..<columns {
        let cells = cellsByColumn[c]
        let least = cells.map { $0.size(for: ProposedViewSize(width: 0, height: nil)).width }.max() ?? 0
        // A large finite width: a frame reaching to infinity answers infinity with its child's size.
        let most = cells.map { $0.size(for: ProposedViewSize(width: 1e6, height: nil)).width }.max() ?? 0
        order.append((c, most - least))
      }
      order.sort {
        $0.flexibility < $1.flexibility || ($0.flexibility == $1.flexibility && $0.column < $1.column)
      }
      var remaining = max(0, width - spacing)
      for (i, entry) in order.enumerated() {
        let share = max(0, remaining / Double(order.count - i))
        let w =
          cellsByColumn[entry.column].map { $0.size(for: ProposedViewSize(width: share, height: nil)).width }
          .max()
          ?? 0
        widths[entry.column] = w
        remaining = max(0, remaining - w)
      }
    } else {
      for c in 0..<columns {
        widths[c] =
          sizingCells(c).map { $0.size(for: ProposedViewSize(width: p.width, height: nil)).width }.max() ?? 0
      }
    }
    // Cells spanning several columns widen them when they need more.
    for (r, cells) in layout.enumerated() {
      guard let cells else { continue }
      for (i, place) in cells.enumerated() where place.span > 1 {
        let end = min(columns, place.column + place.span)
        let n = end - place.column
        guard n > 0 else { continue }
        let given = widths[place.column..<end].reduce(0, +) + hSpacing * Double(n - 1)
        let need = rows[r][i].size(for: ProposedViewSize(width: p.width == nil ? nil : given, height: nil))
          .width
        if need > given {
          for c in place.column..<end { widths[c] += (need - given) / Double(n) }
        }
      }
    }
    return widths
  }

  /// The grid's width for these column widths: the columns and the spacing between them.
  private func gridWidth(_ widths: [Double]) -> Double {
    widths.reduce(0, +) + hSpacing * Double(max(0, columns - 1))
  }

  /// The width a cell is offered: its columns' and the spacing between them.
  private func cellWidth(_ place: (column: Int, span: Int), _ widths: [Double]) -> Double {
    let end = min(columns, place.column + place.span)
    guard end > place.column else { return 0 }
    return widths[place.column..<end].reduce(0, +) + hSpacing * Double(end - place.column - 1)
  }

  /// Column widths and row heights for a proposal.
  func tracks(_ p: ProposedViewSize) -> (widths: [Double], heights: [Double]) {
    let widths = columnWidths(p)
    let total = gridWidth(widths)
    var heights: [Double] = []
    for (r, row) in rows.enumerated() {
      var h = 0.0
      if let cells = layout[r] {
        for (i, place) in cells.enumerated()
        where !GridCellTraitNode.unsizedAxes(of: row[i]).contains(.vertical) {
          h = max(h, row[i].size(for: ProposedViewSize(width: cellWidth(place, widths), height: nil)).height)
        }
      } else if let only = row.first {
        h = only.size(for: ProposedViewSize(width: total, height: nil)).height
      }
      heights.append(h)
    }
    return (widths, heights)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let (w, h) = tracks(p)
    let width = gridWidth(w)
    let height = h.reduce(0, +) + vSpacing * Double(max(0, rows.count - 1))
    return Size(width: width, height: height)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let (widths, heights) = tracks(proposal)
    let total = gridWidth(widths)
    var starts: [Double] = []
    var x = 0.0
    for w in widths {
      starts.append(x)
      x += w + hSpacing
    }
    var y = rect.minY
    for (r, row) in rows.enumerated() {
      let vertical = (r < rowAlignments.count ? rowAlignments[r] : nil) ?? alignment.vertical
      if let cells = layout[r] {
        for (i, place) in cells.enumerated() where place.column < columns {
          let cell = row[i]
          let w = cellWidth(place, widths)
          let slotX =
            direction == .rightToLeft
            ? rect.maxX - starts[place.column] - w : rect.minX + starts[place.column]
          let slot = Rect(x: slotX, y: y, width: w, height: heights[r])
          let unsized = GridCellTraitNode.unsizedAxes(of: cell)
          let cp = ProposedViewSize(width: w, height: unsized.contains(.vertical) ? heights[r] : nil)
          let s = cell.size(for: cp)
          let a = Alignment(
            horizontal: place.span == 1 ? columnAlignments[place.column] : alignment.horizontal,
            vertical: vertical)
          cell.render(in: cellRect(cell, s, slot, a), proposal: cp, into: &items)
        }
      } else if let only = row.first {
        let slot = Rect(x: rect.minX, y: y, width: total, height: heights[r])
        let cp = ProposedViewSize(width: total, height: nil)
        let s = only.size(for: cp)
        only.render(
          in: cellRect(only, s, slot, Alignment(horizontal: alignment.horizontal, vertical: vertical)),
          proposal: cp,
          into: &items)
      }
      y += heights[r] + vSpacing
    }
  }

  /// Where a cell of size `size` sits in its slot: at its `gridCellAnchor` if it has one (the
  /// cell's anchor point on the slot's), else aligned by the row's alignment.
  private func cellRect(_ cell: LayoutNode, _ size: Size, _ slot: Rect, _ alignment: Alignment) -> Rect {
    guard let anchor = GridCellAnchorNode.anchor(of: cell) else {
      return place(size, in: slot, alignment: alignment, direction: direction)
    }
    let p = anchor.point(in: slot, direction)
    let ax = direction == .rightToLeft ? 1 - anchor.x : anchor.x
    return Rect(
      x: p.x - size.width * ax, y: p.y - size.height * anchor.y, width: size.width, height: size.height)
  }
}
