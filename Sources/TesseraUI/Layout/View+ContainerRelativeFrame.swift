nonisolated extension View {
  /// A frame sized from the nearest container's size along `axes` (here: the space offered to the
  /// view, which is the container's inside scroll views' cross axis and at the root), aligned by
  /// `alignment`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// A frame `span` of `count` equal parts (with `spacing` between parts) of the container's size
  /// along `axes`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let n = Double(max(1, count))
    let k = Double(max(1, min(span, max(1, count))))
    let sp = Double(spacing)
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      max(0, ((length - sp * (n - 1)) / n) * k + sp * (k - 1))
    }
  }

  /// A frame whose length along each of `axes` is `length(containerLength, axis)`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(
      WrappingModifier { child, _ in
        ContainerRelativeFrameNode(child: child, axes: axes, alignment: alignment, length: length)
      })
  }
}
