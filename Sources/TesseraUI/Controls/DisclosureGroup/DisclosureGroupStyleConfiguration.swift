/// What a ``DisclosureGroupStyle`` is given: the label, the content, and whether the group is
/// expanded (settable through `$isExpanded`, as a custom style's tap does).
public struct DisclosureGroupStyleConfiguration {
  /// The disclosure group's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label.
    public var body: AnyView { content }
  }
  /// The disclosure group's content, as a view.
  nonisolated public struct Content: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The content.
    public var body: AnyView { content }
  }
  /// The label for the disclosure group.
  public let label: Label
  /// The content of the disclosure group (shown when expanded).
  public let content: Content
  /// Whether the disclosure group is expanded; `$isExpanded` is its binding.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    _isExpanded = isExpanded
  }
}
