/// How group boxes look, as SwiftUI's `GroupBoxStyle`. Set with `.groupBoxStyle(_:)`; the
/// default is ``DefaultGroupBoxStyle``.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view a group box becomes.
  associatedtype Body: View
  /// The view for a group box's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` is given: the group box's label and content views.
public struct GroupBoxStyleConfiguration {
  /// The group box's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label.
    public var body: AnyView { content }
  }
  /// The group box's content, as a view.
  nonisolated public struct Content: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The content.
    public var body: AnyView { content }
  }
  /// A view that provides the title of the group box (empty when it has none).
  public let label: Label
  /// A view that represents the content of the group box.
  public let content: Content
}

nonisolated extension View {
  /// The style of group boxes inside this view (default `.automatic`).
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    self.style { (configuration: GroupBoxStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

/// The default group box style, `.automatic`, as iOS draws it: the label in `.headline` above
/// the content, 8 pt apart, 16 pt inside a rounded rectangle (radius 8) of
/// `secondarySystemBackground` as wide as offered.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default style.
  public init() {}
  /// The label, the content and the box.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label.font(.headline)
      configuration.content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 8).fill(SystemColors.secondarySystemBackground.color))
  }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
