import Foundation
import TesseraDisplayList

/// A view with an explicit value for one alignment guide, set by `alignmentGuide(_:computeValue:)`;
/// its other guides are its child's.
final class AlignmentGuideNode: WrapperNode {
  /// The guide set: horizontal or vertical.
  enum Guide {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
  }
  let guide: Guide
  let computeValue: (ViewDimensions) -> CGFloat
  let diagnostics: Diagnostics

  init(
    guide: Guide, computeValue: @escaping (ViewDimensions) -> CGFloat, child: LayoutNode,
    diagnostics: Diagnostics
  ) {
    self.guide = guide
    self.computeValue = computeValue
    self.diagnostics = diagnostics
    super.init(child: child)
  }

  /// The closure's value for a view of `size` (its dimensions read the child's guides); NaN and
  /// infinities are replaced by 0 with a warning.
  private func value(in size: Size) -> Double {
    let v = Double(computeValue(ViewDimensions(size: size, node: child)))
    if v.isFinite { return v }
    diagnostics.warn("alignmentGuide value is \(v); using 0")
    return 0
  }

  override func horizontalGuide(_ a: HorizontalAlignment, in size: Size) -> Double? {
    if case .horizontal(let g) = guide, g == a { return value(in: size) }
    return child.horizontalGuide(a, in: size)
  }

  override func verticalGuide(_ a: VerticalAlignment, in size: Size) -> Double? {
    if case .vertical(let g) = guide, g == a { return value(in: size) }
    return child.verticalGuide(a, in: size)
  }

  override var hasExplicitGuides: Bool { true }
}

nonisolated extension View {
  /// Sets the view's horizontal guide `g` to `computeValue`'s offset from its leading edge, in
  /// points: stacks, frames and overlays aligned on `g` line this point up with their other views.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(
      WrappingModifier { child, context in
        AlignmentGuideNode(
          guide: .horizontal(g), computeValue: computeValue, child: child, diagnostics: context.diagnostics)
      })
  }

  /// Sets the view's vertical guide `g` to `computeValue`'s offset from its top edge, in points.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(
      WrappingModifier { child, context in
        AlignmentGuideNode(
          guide: .vertical(g), computeValue: computeValue, child: child, diagnostics: context.diagnostics)
      })
  }
}
