nonisolated extension View {
  /// The title of the navigation screen this view is in, from a localized key.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// The title of the navigation screen this view is in, from a string.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// The title of the navigation screen this view is in.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationPreferenceModifier { scope, _ in scope.title = title })
  }

  /// The title of the navigation screen, from a binding (shown, not editable, in a still).
  public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(NavigationPreferenceModifier { scope, _ in scope.title = Text(title.wrappedValue) })
  }

  /// How the navigation bar shows the title (default `.automatic`: as the previous screen,
  /// large at the root).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    modifier(NavigationPreferenceModifier { scope, _ in scope.displayMode = displayMode })
  }

  /// The title and its display mode (deprecated form).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    modifier(
      NavigationPreferenceModifier { scope, _ in
        scope.title = Text(titleKey)
        scope.displayMode = displayMode
      })
  }

  /// The title and its display mode, from a string (deprecated form).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    let text = Text(title)
    return modifier(
      NavigationPreferenceModifier { scope, _ in
        scope.title = text
        scope.displayMode = displayMode
      })
  }

  /// The title and its display mode, from a text (deprecated form).
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) -> some View {
    modifier(
      NavigationPreferenceModifier { scope, _ in
        scope.title = title
        scope.displayMode = displayMode
      })
  }

  /// The view shown when a value of type `D` is pushed on the stack (by a
  /// `NavigationLink(value:)` or in the stack's path).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationPreferenceModifier { scope, _ in
        scope.destinations[ObjectIdentifier(D.self)] = { value in
          (value.base as? D).map { AnyView(destination($0)) }
        }
      })
  }

  /// A view pushed on the stack while `isPresented` is true (the still shows it on top).
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> some View
  {
    let view = AnyView(destination())
    return modifier(
      NavigationPreferenceModifier { scope, _ in
        if isPresented.wrappedValue { scope.presented.append(view) }
      })
  }

  /// A view pushed on the stack while `item` is not nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      NavigationPreferenceModifier { scope, _ in
        if let value = item.wrappedValue { scope.presented.append(AnyView(destination(value))) }
      })
  }

  /// Hides the back button of this screen.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(NavigationPreferenceModifier { scope, _ in scope.backButtonHidden = hidesBackButton })
  }

  /// Hides the navigation bar of this screen (deprecated; use `.toolbar(.hidden, for:)`).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(NavigationPreferenceModifier { scope, _ in scope.barHidden = hidden })
  }

  /// Shows or hides bars (`.navigationBar`, `.tabBar`, `.bottomBar`) for this screen.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(
      NavigationPreferenceModifier { scope, _ in
        let hidden = visibility == .hidden
        if bars.contains(.navigationBar) || bars.contains(.automatic) { scope.barHidden = hidden }
        if bars.contains(.tabBar) { scope.tabBarHidden = hidden }
      })
  }

  /// The background of bars: drawn when `.toolbarBackground(.visible, for:)` says so (a still at
  /// the scroll edge shows the navigation bar transparent otherwise, as iOS does).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    let any = AnyShapeStyle(style)
    return modifier(
      NavigationPreferenceModifier { scope, _ in
        if bars.contains(.navigationBar) || bars.contains(.automatic) { scope.barBackgroundStyle = any }
      })
  }

  /// Whether bars draw their background.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(
      NavigationPreferenceModifier { scope, _ in
        if bars.contains(.navigationBar) || bars.contains(.automatic) { scope.barBackground = visibility }
        if bars.contains(.tabBar) { scope.tabBarBackground = visibility }
      })
  }

  /// Whether bars draw their background (iOS 18's name for `toolbarBackground(_:for:)` with a
  /// visibility).
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(
      NavigationPreferenceModifier { scope, _ in
        if bars.contains(.navigationBar) || bars.contains(.automatic) { scope.barBackground = visibility }
        if bars.contains(.tabBar) { scope.tabBarBackground = visibility }
      })
  }

  /// The width of a `NavigationSplitView` column, in points (kept: on iPhone sizes the split
  /// view shows one column at the screen's width).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// The width range of a `NavigationSplitView` column, in points (kept, as the fixed width).
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  { self }

  /// The color scheme of bars (kept).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(BehaviorModifier())
  }

  /// Toolbar items: views placed at `.automatic` (trailing in the navigation bar).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let c = content()
    return modifier(
      NavigationPreferenceModifier { scope, _ in
        scope.toolbar.append(ToolbarEntry(placement: .automatic) { resolve(c, $0) })
      })
  }

  /// Toolbar items (`ToolbarItem`, `ToolbarItemGroup`).
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  {
    let c = content()
    return modifier(
      NavigationPreferenceModifier { scope, context in
        scope.toolbar += toolbarEntries(c, context.child(0x7B))
      })
  }

  /// Toolbar items with an id (customizable toolbars; the id is kept).
  public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content)
    -> some View
  {
    toolbar(content: content)
  }
}
