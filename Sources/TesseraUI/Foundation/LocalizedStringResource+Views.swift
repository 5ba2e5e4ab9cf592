// Status: complete for the controls below: the title is read through the string tables in the
// rendering locale, as `Text(_: LocalizedStringResource)` reads it.

nonisolated extension Button where Label == Text {
  /// A button titled with a localized string resource (`.init("key", defaultValue: "Add")`).
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Text(titleResource) }
  }
  /// A button with a role, titled with a localized string resource.
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleResource) }
  }
}

nonisolated extension Button where Label == TesseraUI.Label<Text, Image> {
  /// A button with a localized string resource title and an SF Symbols icon.
  @_disfavoredOverload
  @preconcurrency public init(
    _ titleResource: LocalizedStringResource, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TesseraUI.Label(String(localized: titleResource), systemImage: systemImage) }
  }
}

nonisolated extension Toggle where Label == Text {
  /// A toggle titled with a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleResource) }
  }
}

nonisolated extension LabeledContent where Label == Text {
  /// Content with a label from a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleResource) })
  }
}

nonisolated extension View {
  /// Help text from a localized string resource: recorded as the hint, as `help(_: Text)`.
  @_disfavoredOverload
  public func help(_ textResource: LocalizedStringResource) -> some View {
    accessibilityHint(String(localized: textResource))
  }
}
