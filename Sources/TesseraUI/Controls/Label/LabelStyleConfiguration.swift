/// What a ``LabelStyle`` is given: the label's title and icon views.
nonisolated public struct LabelStyleConfiguration {
  /// The title, as a view.
  nonisolated public struct Title: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The title.
    public var body: AnyView { content }
  }
  /// The icon, as a view.
  nonisolated public struct Icon: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The icon.
    public var body: AnyView { content }
  }
  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}
