/// Space between toolbar items, as iOS 26's `ToolbarSpacer`: fixed space separates groups of
/// glass buttons, flexible space pushes items apart.
///
/// Status: partial. Drawn as a space in the bar; the glass grouping it shapes in iOS 26 is not.
nonisolated public struct ToolbarSpacer: ToolbarContent {
  let sizing: SpacerSizing
  let placement: ToolbarItemPlacement

  /// A spacer of `sizing` at `placement`.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
    self.placement = placement
  }

  /// Built-in.
  public var body: PrimitiveToolbarBody { PrimitiveToolbarBody() }
}

nonisolated extension ToolbarSpacer: PrimitiveToolbarContent {
  func entries(_ context: ResolveContext) -> [ToolbarEntry] {
    let fixed = sizing == .fixed
    return [
      ToolbarEntry(placement: placement, isSpacer: true) { ctx in
        fixed ? resolve(Color.clear.frame(width: 8, height: 1), ctx) : resolve(Spacer(minLength: 0), ctx)
      }
    ]
  }
}
