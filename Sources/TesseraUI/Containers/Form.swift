/// A container for settings and data entry, as SwiftUI's `Form`: on iPhone, always the
/// inset-grouped list look (sections as rounded groups on the grouped background).
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the given content.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension Form: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    resolve(List<Never, Content>(content: content, forcedKind: .insetGrouped), context)
  }
}
