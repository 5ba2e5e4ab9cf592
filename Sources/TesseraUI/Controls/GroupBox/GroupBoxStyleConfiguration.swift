/// What a ``GroupBoxStyle`` is given: the group box's label and content views.
public struct GroupBoxStyleConfiguration {
  /// The group box's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label.
    public var body: AnyView { content }
  }
  /// The group box's content, as a view.
  nonisolated public struct Content: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The content.
    public var body: AnyView { content }
  }
  /// A view that provides the title of the group box (empty when it has none).
  public let label: Label
  /// A view that represents the content of the group box.
  public let content: Content
}
