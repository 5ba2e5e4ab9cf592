/// A run of `ForEach` elements resolved on demand: element `i` becomes the row's nodes.
struct LazyRun {
  let count: Int
  let resolve: (Int) -> [LayoutNode]
}
