/// A group of identically structured windows, as SwiftUI's `WindowGroup`: on iPhone, the app's
/// one screen. Tessera draws its content as the app's preview.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: Content
  /// The title (shown by systems with window titles; kept here).
  public let title: Text?
  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
  }
  /// A window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
  /// A window group with a title.
  public init(_ title: Text, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = title
  }
  /// A window group with a title from a localization key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(Text(titleKey), content: content)
  }
  /// A window group with a title and an identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title, content: content)
  }
  /// A window group with a title from a localization key and an identifier.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(Text(titleKey), content: content)
  }
  /// A window group with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(Text(title), content: content)
  }
  /// A window group for values of a type (each window presents one; drawn with none here).
  public init<D: Codable & Hashable>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(content: { content(.constant(nil)) })
  }
  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] { [AnyView(content)] }
}
