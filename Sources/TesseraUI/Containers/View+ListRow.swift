import TesseraDisplayList

nonisolated extension View {
  /// The view drawn behind this row of a list, filling the row (inside the group's rounded
  /// corners); nil keeps the list's row background.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(
      WrappingModifier { child, context in
        var env = context.environment
        env.isListRow = false
        env.stackAxis = nil
        let background = view.flatMap { v -> LayoutNode? in
          let nodes = resolve(v, context.child(0xB6).with(env))
          return nodes.count == 1
            ? nodes[0] : ZStackNode(alignment: .center, children: nodes, environment: context.environment)
        }
        return ListRowTraitsNode(child: child) { traits in
          if let background { traits.background = background }
        }
      })
  }

  /// Shows or hides this row's separators (`edges`: `.top`, `.bottom` or `.all`, the default).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(
      WrappingModifier { child, _ in
        ListRowTraitsNode(child: child) { traits in
          if edges.contains(.top) { traits.topSeparator = visibility }
          if edges.contains(.bottom) { traits.bottomSeparator = visibility }
        }
      })
  }

  /// The color of this row's separators; nil for the separator color.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(
      WrappingModifier { child, context in
        let resolved = color?.resolve(in: context.environment)
        return ListRowTraitsNode(child: child) { traits in traits.separatorTint = resolved }
      })
  }

  /// The insets of this row's content in its row, in points (nil: the list's, 16 leading and
  /// trailing and 8 top and bottom).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(
      WrappingModifier { child, _ in
        ListRowTraitsNode(child: child) { traits in traits.insets = insets }
      })
  }

  /// The space between sections of lists in this view, in points (default: 35 in grouped looks).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    let s = Double(spacing)
    return modifier(EnvironmentModifier { $0.listSectionSpacing = s.isFinite ? max(0, s) : nil })
  }

  /// The space between sections of lists in this view (`.default` or `.compact`).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    let s = spacing.value
    return modifier(EnvironmentModifier { $0.listSectionSpacing = s })
  }

  /// The space between rows of lists in this view, in points; nil for none (rows touch, with
  /// separators). With spacing, rows are drawn apart without separators.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    let s = spacing.map { Double($0) }
    return modifier(EnvironmentModifier { $0.listRowSpacing = s.flatMap { $0.isFinite ? max(0, $0) : nil } })
  }

  /// How prominent section headers in this view are.
  public func headerProminence(_ prominence: Prominence) -> some View {
    modifier(EnvironmentModifier { $0.headerProminence = prominence })
  }

  /// Whether scrollable views in this view draw their background (`.hidden` shows what is behind
  /// a `List` or `Form`).
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    modifier(EnvironmentModifier { $0.scrollContentBackgroundHidden = visibility == .hidden })
  }

  /// The tint of list items: the color of label icons in an iPad's sidebar (nil: the view's
  /// tint, else the accent color).
  public func listItemTint(_ tint: Color?) -> some View {
    modifier(EnvironmentModifier { $0.listItemTint = tint })
  }
}
