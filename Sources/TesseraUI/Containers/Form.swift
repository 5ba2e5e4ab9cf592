/// A container for settings and data entry, as SwiftUI's `Form`, drawn by its style
/// (``FormStyle``; on iPhone the built-in styles all draw the inset-grouped list look: sections as
/// rounded groups on the grouped background).
nonisolated public struct Form<Content: View>: View {
  let content: Content

  /// A form of the given content.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Form where Content == FormStyleConfiguration.Content {
  /// The form a ``FormStyle`` is given, drawn in the style set outside that one.
  public init(_ configuration: FormStyleConfiguration) { content = configuration.content }
}

nonisolated extension Form: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    // With no style set, the default look straight from the content; else as the style draws it.
    guard context.environment.style(for: FormStyleConfiguration.self) != nil else {
      return resolve(FormList(content: content), context)
    }
    return resolve(
      StyledBody(
        configuration: FormStyleConfiguration(content: .init(content: AnyView(content))),
        fallback: { AnyView(AutomaticFormStyle().makeBody(configuration: $0)) }), context)
  }
}
