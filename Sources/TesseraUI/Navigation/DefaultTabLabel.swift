/// The bar item of a `Tab` made from a title and a symbol name.
nonisolated public struct DefaultTabLabel: View {
  let title: Text
  let systemImage: String?

  /// The symbol over the title.
  public var body: some View {
    if let systemImage { Image(systemName: systemImage) }
    title
  }
}

nonisolated extension Tab where Label == DefaultTabLabel {
  /// A tab with a title and a symbol, selected by `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// A tab with a title from a string and a symbol, selected by `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
  }
}

nonisolated extension Tab where Label == DefaultTabLabel, Value == Never {
  /// A tab with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// A tab with a title from a string and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
  }
}

extension Tab {
  /// A tab with a custom bar item, selected by `value`.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, content: content(), label: label())
  }
}

nonisolated extension Tab: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let label = self.label
    let tag = value.map { AnyHashable($0) } ?? context.environment.viewTag
    return resolve(content, context.child(0)).map { node in
      TabItemNode(child: node, tag: tag) { resolve(label, $0) }
    }
  }
}
