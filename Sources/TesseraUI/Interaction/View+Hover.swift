nonisolated extension View {
  /// Runs `action` when a pointer enters or leaves the view (iPad, Mac): kept, as no pointer
  /// moves in a still.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
