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
