/// One toolbar item: where it goes and how to resolve it.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let resolve: (ResolveContext) -> [LayoutNode]
}
