nonisolated extension View {
  /// The view's priority in stacks: higher priorities are served first. Default 0.
  public func layoutPriority(_ priority: Double) -> some View {
    modifier(
      WrappingModifier { child, context in
        child.layoutPriority = priority.isFinite ? priority : 0
        if !priority.isFinite { context.diagnostics.warn("layoutPriority \(priority); using 0") }
        return child
      })
  }
}
