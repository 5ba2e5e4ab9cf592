/// Which edge of a list row has its swipe actions revealed (set by a test host's
/// `ViewHost.swipe(_:edge:)`), kept in the view graph with the row's state.
final class SwipeState: @unchecked Sendable {
  var revealed: HorizontalEdge?
}
