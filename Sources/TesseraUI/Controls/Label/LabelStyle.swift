/// How labels look, as SwiftUI's `LabelStyle`. Set with `.labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a label becomes.
  associatedtype Body: View
  /// The view for a label's configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = LabelStyleConfiguration
}

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

nonisolated extension View {
  /// The style of labels inside this view; inside the style's body, a label
  /// (`Label(configuration)`) draws in the style set outside it, as in SwiftUI.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    self.style { (configuration: LabelStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

extension StyleSlot where Configuration == LabelStyleConfiguration {
  /// The slot of one of Tessera's own label styles, as a bar or tab sets it.
  init<S: LabelStyle>(builtIn style: S, outer: StyleSlot?) {
    self.init(
      erased: { AnyView(MainActorBody.call(style, $0) { $0.makeBody(configuration: $1) }) }, outer: outer)
  }
}

/// The default label style, `.automatic`: the icon and the title.
nonisolated public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  public init() {}
  /// The icon then the title, 8 pt apart.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// The icon and the title, `.titleAndIcon`.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The icon then the title, 8 pt apart.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// The icon only, `.iconOnly` (the title stays the accessibility label).
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The icon; the title is not drawn but still names the control (VoiceOver reads it, a test
  /// host finds the button by it), as in SwiftUI.
  public func makeBody(configuration: Configuration) -> some View {
    ZStack {
      configuration.icon
      SpokenOnly(content: configuration.title)
    }
  }
}

/// The title only, `.titleOnly`.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  /// The style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon and the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyleConfiguration.Icon: ResolvableView {
  /// The icon; in an iPad's sidebar row with no foreground style of its own, in the list item
  /// tint (the tint, else the accent color), as iPadOS draws sidebar icons.
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let env = context.environment
    guard env.isSidebarRow, env.foregroundBase == nil || env.listItemTint != nil else {
      return resolve(content, context)
    }
    var e = env
    e.foregroundStyle = AnyShapeStyle(env.listItemTint ?? env.tint ?? Color.accentColor)
    return resolve(content, context.with(e))
  }
}
