/// One toolbar item: where it goes and how to resolve it.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  /// Whether the entry is a `ToolbarSpacer`, which also parts the iOS 26 design's glass groups.
  var isSpacer = false
  let resolve: (ResolveContext) -> [LayoutNode]
}
