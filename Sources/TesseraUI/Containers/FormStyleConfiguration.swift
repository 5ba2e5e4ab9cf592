/// What a ``FormStyle`` is given: the form's content, which a style draws as it likes
/// (`Form(configuration)` draws it in the style set outside that one).
public struct FormStyleConfiguration {
  /// The form's content, as a view.
  nonisolated public struct Content: View {
    let content: AnyView
    /// The content.
    public var body: some View { content }
  }
  /// The form's content.
  public let content: Content
}

nonisolated extension FormStyleConfiguration.Content: RowSource {
  func rowPieces(_ context: ResolveContext) -> [RowPiece] { content.rowPieces(context) }
}
