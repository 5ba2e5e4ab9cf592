/// What a ``LabeledContentStyle`` is given: the label and the content views.
public struct LabeledContentStyleConfiguration {
  /// The label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label.
    public var body: AnyView { content }
  }
  /// The content (the value), as a view.
  nonisolated public struct Content: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The content.
    public var body: AnyView { content }
  }
  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}
