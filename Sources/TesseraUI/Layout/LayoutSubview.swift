import Foundation
import TesseraDisplayList

/// One subview of a custom `Layout`, as SwiftUI's `LayoutSubview`: ask its size, then place it.
public struct LayoutSubview: Equatable {
  /// The subview's node and where the layout placed it in this pass.
  final class Box {
    let node: LayoutNode
    var placement: (rect: Rect, proposal: ProposedViewSize)?
    init(node: LayoutNode) { self.node = node }
  }
  let box: Box

  init(node: LayoutNode) { box = Box(node: node) }

  /// The size, in points, the subview chooses for a proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let s = box.node.size(for: proposal)
    return CGSize(width: s.width, height: s.height)
  }

  /// The subview's size and alignment guides for a proposal.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: box.node.size(for: proposal), node: box.node)
  }

  /// The subview's layout priority (`layoutPriority(_:)`; 0 by default).
  public var priority: Double { box.node.layoutPriority }

  /// The spacing the subview prefers around it (8 points on every edge; 0 for a spacer).
  public var spacing: ViewSpacing { box.node.spacingPreferences }

  /// The value the subview set for `key` with `layoutValue(key:value:)`, else the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    box.node.traits[LayoutValueNode.Trait<K>.self] ?? K.defaultValue
  }

  /// Places the subview with its `anchor` point at `position` (points), at the size it chooses
  /// for `proposal`. Non-finite positions place it at the origin.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let s = box.node.size(for: proposal)
    let x = Double(position.x) - anchor.x * s.width
    let y = Double(position.y) - anchor.y * s.height
    box.placement = (
      Rect(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, width: s.width, height: s.height), proposal
    )
  }

  /// Equal when both are the same subview.
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.box === b.box }
}
