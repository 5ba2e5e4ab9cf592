nonisolated extension View {
  /// When the tab bar minimizes (iOS 26; a still shows it at rest).
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

  /// The scroll edge effect's style under bars at `edges` (iOS 26; kept: not drawn yet).
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
    self
  }

  /// Hides the scroll edge effect at `edges` (iOS 26; kept: not drawn yet).
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

  /// A view above the tab bar (iOS 26's bottom accessory, such as a mini player): drawn above the
  /// bottom edge of the view.
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    safeAreaInset(edge: .bottom, content: content)
  }

  /// A bar along an edge that the content scrolls under, as iOS 26's `safeAreaBar`: drawn as a
  /// safe-area inset.
  public func safeAreaBar<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// A subtitle under the navigation title (iOS 26; kept: not drawn yet).
  public func navigationSubtitle(_ subtitle: Text) -> some View { self }
  /// A subtitle from a localization key (iOS 26; kept: not drawn yet).
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }
  /// A subtitle from a string (iOS 26; kept: not drawn yet).
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }
}

nonisolated extension ToolbarContent {
  /// Whether the item shares the glass background of its neighbours (iOS 26; kept).
  public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}
