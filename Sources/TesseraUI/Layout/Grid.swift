import Foundation
import TesseraDisplayList

/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow` is a row; a column is as wide
/// as its widest cell and a row as tall as its tallest; cells are aligned in their slot. A view
/// that is not in a `GridRow` spans the whole width.
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
    let d = context.diagnostics
    return [
      GridNode(
        rows: rows, alignment: alignment, rowAlignments: rowAlignments,
        hSpacing: d.sanitize(horizontalSpacing ?? 8, "Grid horizontalSpacing", fallback: 8),
        vSpacing: d.sanitize(verticalSpacing ?? 8, "Grid verticalSpacing", fallback: 8),
        environment: context.environment)
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

  init(
    rows: [[LayoutNode]], alignment: Alignment, rowAlignments: [VerticalAlignment?] = [], hSpacing: Double,
    vSpacing: Double, environment: EnvironmentValues
  ) {
    self.rows = rows
    self.alignment = alignment
    self.rowAlignments = rowAlignments
    self.hSpacing = hSpacing
    self.vSpacing = vSpacing
    self.columns = rows.filter { $0.count > 1 }.map(\.count).max() ?? 1
    super.init(direction: environment.layoutDirection)
  }

  /// Column widths and row heights for a proposal: each cell is offered an equal share of the
  /// width (or its ideal size when the width is unspecified).
  func tracks(_ p: ProposedViewSize) -> (widths: [Double], heights: [Double]) {
    let share = p.width.map { max(0, ($0 - hSpacing * Double(columns - 1)) / Double(columns)) }
    var widths = [Double](repeating: 0, count: columns)
    var heights: [Double] = []
    for row in rows {
      var h = 0.0
      if row.count == 1 && columns > 1 {
        let full = row[0].size(for: ProposedViewSize(width: p.width, height: nil))
        h = full.height
      } else {
        for (c, cell) in row.enumerated() {
          let s = cell.size(for: ProposedViewSize(width: share, height: nil))
          widths[c] = max(widths[c], s.width)
          h = max(h, s.height)
        }
      }
      heights.append(h)
    }
    return (widths, heights)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let (w, h) = tracks(p)
    let width = w.reduce(0, +) + hSpacing * Double(max(0, columns - 1))
    let height = h.reduce(0, +) + vSpacing * Double(max(0, rows.count - 1))
    return Size(width: width, height: height)
  }

  override func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let (widths, heights) = tracks(proposal)
    let share = proposal.width.map { max(0, ($0 - hSpacing * Double(columns - 1)) / Double(columns)) }
    var y = rect.minY
    for (r, row) in rows.enumerated() {
      let rowAlignment = Alignment(
        horizontal: alignment.horizontal,
        vertical: (r < rowAlignments.count ? rowAlignments[r] : nil) ?? alignment.vertical)
      if row.count == 1 && columns > 1 {
        let slot = Rect(x: rect.minX, y: y, width: rect.width, height: heights[r])
        let cp = ProposedViewSize(width: proposal.width, height: nil)
        let s = row[0].size(for: cp)
        row[0].render(in: cellRect(row[0], s, slot, rowAlignment), proposal: cp, into: &items)
      } else {
        var x = 0.0
        for (c, cell) in row.enumerated() {
          let slotX = direction == .rightToLeft ? rect.maxX - x - widths[c] : rect.minX + x
          let slot = Rect(x: slotX, y: y, width: widths[c], height: heights[r])
          let cp = ProposedViewSize(width: share, height: nil)
          let s = cell.size(for: cp)
          cell.render(in: cellRect(cell, s, slot, rowAlignment), proposal: cp, into: &items)
          x += widths[c] + hSpacing
        }
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
