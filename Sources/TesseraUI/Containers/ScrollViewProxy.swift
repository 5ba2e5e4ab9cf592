/// Scrolls the scroll views of a ``ScrollViewReader``.
nonisolated public struct ScrollViewProxy: Sendable {
  let request: ScrollRequest

  /// Scrolls to the view with `id` (a `ForEach` element's id or an `.id(_:)`), its `anchor` point
  /// at the viewport's (nil: its top-leading corner). Called while the still is made (in
  /// `onAppear`), the still shows the result.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    request.id = UncheckedBox(AnyHashable(id))
    request.anchor = anchor
  }
}
