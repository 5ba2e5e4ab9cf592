nonisolated extension Tab where Label == DefaultTabLabel {
  /// A tab with a title, a symbol and a role, selected by `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, value: value, content: content)
  }

  /// A tab with a role only, selected by `value`: the search tab's title and magnifying glass.
  public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
    self.init("Search", systemImage: "magnifyingglass", value: value, content: content)
  }
}

nonisolated extension Tab where Label == DefaultTabLabel, Value == Never {
  /// A tab with a title, a symbol and a role.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, content: content)
  }

  /// A tab with a role only: the search tab's title and magnifying glass.
  public init(role: TabRole, @ViewBuilder content: () -> Content) {
    self.init("Search", systemImage: "magnifyingglass", content: content)
  }
}
