import TesseraDisplayList

/// Takes the child's space and draws nothing.
final class HiddenNode: WrapperNode {
  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {}
}

nonisolated extension View {
  /// The view invisible, still taking its space.
  public func hidden() -> some View {
    modifier(WrappingModifier { child, _ in HiddenNode(child: child) })
  }
}
