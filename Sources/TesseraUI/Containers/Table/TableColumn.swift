import Foundation

/// A column of a ``Table``, as SwiftUI's `TableColumn`: a title and a view per row, optionally
/// sorted by a value (sorting is the data's: a table shows rows in the order it is given).
nonisolated public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>:
  TableColumnContent
{
  let label: Label
  let content: (RowValue) -> Content
  var width: CGFloat?

  /// The row values the column shows.
  public typealias TableRowValue = RowValue
  /// How the column sorts.
  public typealias TableColumnSortComparator = Sort

  /// The column, type-erased.
  public var tableColumns: [AnyTableColumn<RowValue>] {
    let content = self.content
    return [AnyTableColumn(title: AnyView(label), cell: { AnyView(content($0)) }, width: width)]
  }

  /// The column at a fixed width in points (nil: a share of the width left).
  public func width(_ width: CGFloat?) -> TableColumn {
    var c = self
    c.width = width
    return c
  }

  /// The column at its ideal width (bounds are accepted; the ideal, else the minimum, is used).
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
    var c = self
    c.width = ideal ?? min
    return c
  }
}

nonisolated extension TableColumn where Label == Text, Sort == Never {
  /// A column of views, titled.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content, width: nil)
  }

  /// A column of views, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content, width: nil)
  }
}

nonisolated extension TableColumn where Label == Text, Content == Text, Sort == Never {
  /// A column of a text value, in a table that does not sort.
  @_disfavoredOverload
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) }, width: nil)
  }
}

nonisolated extension TableColumn where Label == Text, Content == Text, Sort == KeyPathComparator<RowValue> {
  /// A column of a text value that sorts by it.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
    self.init(label: Text(titleKey), content: { Text($0[keyPath: value]) }, width: nil)
  }
}

nonisolated extension TableColumn where Label == Text, Sort == Never {
  /// A column of views with a value, in a table that does not sort.
  @_disfavoredOverload
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), content: content, width: nil)
  }
}

nonisolated extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
  /// A column of views that sorts by a value.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), content: content, width: nil)
  }

  /// A column of views that sorts by a value, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), content: content, width: nil)
  }
}
