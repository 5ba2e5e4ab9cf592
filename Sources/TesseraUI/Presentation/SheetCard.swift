/// A sheet as iOS 17 draws it on iPhone sizes: full width, rounded top corners (radius 10 unless
/// `.presentationCornerRadius`), on white in light and #1C1C1E in dark (or
/// `.presentationBackground`), a 36 x 5 pt grabber 5 pt from the top when shown; its content
/// centered in it.
nonisolated struct SheetCard: View, ResolvableView {
  let content: [LayoutNode]
  let grabber: Bool
  let cornerRadius: Double
  let background: AnyShapeStyle?
  var body: PrimitiveBody { PrimitiveBody() }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let shape = UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius)
    let fill = background ?? AnyShapeStyle(SystemColors.pair(0xFFFFFF, 0x1C1C1E).color)
    var nodes = resolve(shape.fill(fill), context)
    nodes.append(contentsOf: content)
    if grabber {
      let g = VStack {
        Capsule().fill(SystemColors.pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3).color).frame(width: 36, height: 5)
          .padding(
            .top, 5)
        Spacer(minLength: 0)
      }
      nodes += resolve(g, context.child(1))
    }
    return [ZStackNode(alignment: .center, children: nodes, environment: context.environment)]
  }
}
