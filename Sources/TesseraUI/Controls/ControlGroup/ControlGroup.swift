/// Controls shown together, as SwiftUI's `ControlGroup`: its buttons side by side, equally wide,
/// each a bordered button, joined on one rounded `tertiarySystemFill` background of radius 8 with
/// separators between them.
nonisolated public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of controls.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The controls side by side.
  public var body: some View {
    HStack(spacing: 0) { content.frame(maxWidth: .infinity) }
      .buttonStyle(BorderlessButtonStyle())
      .padding(.vertical, 7)
      .background(RoundedRectangle(cornerRadius: 8).fill(SystemColors.tertiarySystemFill.color))
  }
}

extension ControlGroup {
  /// A group with a label (the label names it for accessibility; not drawn).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
  }
}

nonisolated extension View {
  /// The style of control groups inside this view (every style draws the inline group here).
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
}
