nonisolated extension View {
  /// A view in front of this one, offered its size and aligned in its frame.
  public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder content: () -> O)
    -> some View
  {
    overlay(content(), alignment: alignment)
  }

  /// A view in front of this one, offered its size and aligned in its frame.
  @_disfavoredOverload
  public func overlay<O: View>(_ view: O, alignment: Alignment = .center) -> some View {
    layered(view, alignment: alignment, inFront: true)
  }
}
