import Foundation

/// Rows of data in columns, as SwiftUI's `Table`.
///
/// In a compact width (an iPhone) a table shows its first column only, one row per value, as a
/// plain list, as iOS does. In a regular width (an iPad) it shows every column: a header row of
/// the column titles, then the rows, each column its fixed `width` or an equal share of what is
/// left. Selection and sort order are kept (the rows come in the data's order; sort the data by
/// the sort order, as SwiftUI apps do).
nonisolated public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
  let rows: Rows
  let columns: Columns

  init(rows: Rows, columns: Columns) {
    self.rows = rows
    self.columns = columns
  }

  /// The list that draws the table for the environment's width class.
  public var body: some View { TableBody(values: rows.tableRowValues, columns: columns.tableColumns) }
}

extension Table {
  /// A table of a collection's values.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A table of a collection's values with one selected row.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A table of a collection's values with selected rows.
  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A table of a collection's values in a sort order.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A table of a collection's values with one selected row, in a sort order.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A table of a collection's values with selected rows, in a sort order.
  public init<Data: RandomAccessCollection, Sort: SortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  /// A table of rows given one by one (`TableRow`, `ForEach`, `Section`).
  public init(
    of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  /// A table of rows given one by one, with one selected row.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  /// A table of rows given one by one, with selected rows.
  public init(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  /// A table of rows given one by one, in a sort order.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(rows: rows(), columns: columns())
  }

  /// A table of rows given one by one, with one selected row, in a sort order.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(rows: rows(), columns: columns())
  }

  /// A table of rows given one by one, with selected rows, in a sort order.
  public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort.Compared == Value {
    self.init(rows: rows(), columns: columns())
  }
}
