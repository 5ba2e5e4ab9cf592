import TesseraDisplayList

nonisolated extension View {
  /// Views placed along the top or bottom edge, the view inset from them (`spacing` nil: 0).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let view = content()
    let s = Double(spacing ?? 0)
    return modifier(
      WrappingModifier { child, context in
        var env = context.environment
        env.stackAxis = nil
        return SafeAreaNode(
          main: child, edge: edge, inset: resolve(view, context.child(0x5AFE).with(env)),
          spacing: s.isFinite ? max(0, s) : 0, alignment: alignment, padding: EdgeInsets())
      })
  }

  /// Extra safe area on `edges` (default all), `length` points (nil: 16).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let l = Double(length ?? 16)
    let v = l.isFinite ? max(0, l) : 0
    let insets = EdgeInsets(
      top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
      bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
    return safeAreaPadding(insets)
  }

  /// Extra safe area, in points.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(
      WrappingModifier { child, _ in
        SafeAreaNode(main: child, edge: nil, inset: [], spacing: 0, alignment: .center, padding: insets)
      })
  }

  /// Extra safe area on every edge, in points.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }

  /// Lets the view extend into the device's safe area on `edges` (default all) where it touches
  /// it: laid out in the safe area, drawn out to the screen's edges (inside a `DeviceScreen`;
  /// elsewhere there is no safe area and nothing changes). `regions` without `.container` (the
  /// keyboard only) changes nothing.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(
      WrappingModifier { child, context in
        // Outside a device screen there is no safe area: the view is drawn as laid out.
        guard regions.contains(.container), let geometry = context.environment.screenGeometry else {
          return child
        }
        return IgnoresSafeAreaNode(child: child, edges: edges, geometry: geometry)
      })
  }

  /// The deprecated form of ``ignoresSafeArea(_:edges:)``.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.container, edges: edges)
  }
}
