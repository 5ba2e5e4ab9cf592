/// A view for an empty state, as SwiftUI's `ContentUnavailableView` (iOS 17): centered in the
/// space offered, the icon in `secondaryLabel` at 48 pt, the title in `.title2` bold, the
/// description in `secondaryLabel` body, centered, then the actions; 16 pt between the parts.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty state from a label, a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The icon, title, description and actions, centered.
  public var body: some View {
    VStack(spacing: 16) {
      label.labelStyle(ContentUnavailableLabelStyle())
      description
        .font(.body)
        .foregroundStyle(SystemColors.secondaryLabel.color)
        .multilineTextAlignment(.center)
      actions
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

nonisolated extension ContentUnavailableView
where Label == TesseraUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state with a title, an SF Symbols icon and an optional description.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { TesseraUI.Label(titleKey, systemImage: name) }, description: { description })
  }
  /// An empty state with a title string, an SF Symbols icon and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { TesseraUI.Label(title, systemImage: name) }, description: { description })
  }
  /// An empty state with a title, a bundle image and an optional description.
  public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { TesseraUI.Label(titleKey, image: name) }, description: { description })
  }
}

nonisolated extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == EmptyView
{
  /// "No Results", with the magnifying glass and "Check the spelling or try a new search."
  public static var search: ContentUnavailableView { search(text: nil) }
  /// "No Results for “text”", as iOS words it.
  public static func search(text: String) -> ContentUnavailableView { search(text: Optional(text)) }

  static func search(text: String?) -> ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() })
  }
}

/// The label of an empty state: the icon large above the bold title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 16) {
      configuration.icon.font(.system(size: 40)).foregroundStyle(SystemColors.secondaryLabel.color)
      configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
    }
  }
}
