/// What a ``MenuStyle`` is given: the menu's label and content, and its primary action. A style
/// draws a menu with them as SwiftUI's do, `Menu(configuration)`, which draws in the style set
/// outside this one (by default the label as a borderless button).
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }
  /// The menu's items, as a view (not drawn in a still: the menu is closed).
  nonisolated public struct Content: View {
    let content: AnyView
    /// The items.
    public var body: some View { content }
  }
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}
