/// A box grouping views under a label, as SwiftUI's `GroupBox` on iOS: the label in `.headline`
/// above the content, 16 pt inside a rounded rectangle (radius 8) of
/// `secondarySystemBackground`, 8 pt between label and content.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  /// A box with content and a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The label, the content and the box.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 8).fill(SystemColors.secondarySystemBackground.color))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box with content and no label.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  /// A box titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A box titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
