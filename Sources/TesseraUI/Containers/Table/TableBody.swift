import Foundation

/// What a ``Table`` draws: a plain list of its first column in a compact width; a header row and
/// every column in a regular width.
nonisolated struct TableBody<Value: Identifiable>: View {
  let values: [Value]
  let columns: [AnyTableColumn<Value>]
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    if sizeClass == .regular, columns.count > 1 {
      List {
        Section {
          ForEach(values) { value in cells(of: value) }
        } header: {
          cells { $0.title }
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.secondary)
            .textCase(nil)
        }
      }
      .listStyle(.plain)
    } else {
      List {
        ForEach(values) { value in
          if let first = columns.first { first.cell(value) }
        }
      }
      .listStyle(.plain)
    }
  }

  /// One row: each column's cell, fixed widths first, the rest shared equally.
  func cells(of value: Value) -> some View { cells { $0.cell(value) } }

  func cells(_ view: @escaping (AnyTableColumn<Value>) -> AnyView) -> some View {
    HStack(spacing: 16) {
      ForEach(columns.indices, id: \.self) { i in
        let column = columns[i]
        if let width = column.width {
          view(column).frame(width: width, alignment: .leading)
        } else {
          view(column).frame(maxWidth: .infinity, alignment: .leading)
        }
      }
    }
  }
}
