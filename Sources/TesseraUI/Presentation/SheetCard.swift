/// A sheet: its background in the design's shape, rounded at the top (and at the bottom when it
/// floats, as iOS 26's partial heights do), a 36 x 5 pt grabber near the top when shown, and its
/// content in it. iOS 17 draws it full width with top corners of radius 10 on white (dark
/// #1C1C1E); iOS 26 at a partial height 8 pt from the screen's edges on glass, 36 round at the top
/// and 50 at the bottom (``DesignMetrics/SheetMetrics``). `.presentationCornerRadius` and
/// `.presentationBackground` replace the radius and the background.
nonisolated struct SheetCard: View, ResolvableView {
  let content: [LayoutNode]
  let grabber: Bool
  let topRadius: Double
  let bottomRadius: Double
  let background: AnyShapeStyle
  /// The grabber's distance from the sheet's top.
  let grabberTop: Double
  var body: PrimitiveBody { PrimitiveBody() }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: topRadius, bottomLeadingRadius: bottomRadius, bottomTrailingRadius: bottomRadius,
      topTrailingRadius: topRadius)
    var nodes = resolve(shape.fill(background), context)
    nodes.append(contentsOf: content)
    if grabber {
      let g = VStack {
        Capsule().fill(SystemColors.pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3).color).frame(width: 36, height: 5)
          .padding(.top, grabberTop)
        Spacer(minLength: 0)
      }
      nodes += resolve(g, context.child(1))
    }
    return [ZStackNode(alignment: .center, children: nodes, environment: context.environment)]
  }
}
