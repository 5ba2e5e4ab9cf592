/// A title with an icon, as SwiftUI's `Label`: drawn by the environment's label style (the icon
/// then the title, 8 pt apart, centered vertically, by default).
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The label, drawn by the environment's style.
  public var body: some View {
    StyledBody(
      configuration: LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(AnyView(title)),
        icon: LabelStyleConfiguration.Icon(AnyView(icon))),
      fallback: { AnyView(DefaultLabelStyle().makeBody(configuration: $0)) })
  }
}

nonisolated extension Label where Title == Text, Icon == Image {
  /// A label with a title and an SF Symbols icon.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// A label with a title string and an SF Symbols icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  /// A label with a title and an image from the bundle.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  /// A label with a title string and an image from the bundle.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

nonisolated extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label from a style's configuration (to wrap it in a custom style).
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}
