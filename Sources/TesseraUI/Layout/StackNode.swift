import TesseraDisplayList

/// Lays out children in a row (`HStack`) or a column (`VStack`) with SwiftUI's algorithm.
///
/// For a proposal, the space along the axis minus the spacing is shared out in order of layout
/// priority, highest first; the minimum sizes of lower-priority children are reserved before a
/// group is served. Within a group, the least flexible child (smallest difference between its
/// size for an infinite and for a zero proposal) is offered its share first: the remaining space
/// divided by the children left, and what it does not take goes to the others. Across the axis
/// every child is offered the stack's proposal. Spacers come last in their group and keep their
/// minimum lengths, so they take only what the other views leave. An unspecified proposal along
/// the axis asks every child for its ideal size. In right-to-left layout a row runs from the right.
/// With no explicit spacing, two neighbours are as far apart as their spacing preferences say
/// (``ViewSpacing``: 8 points between most views, less or more next to text, none next to a spacer).
nonisolated final class StackNode: LayoutNode {
  let axis: Axis
  let horizontalAlignment: HorizontalAlignment
  let verticalAlignment: VerticalAlignment
  /// The explicit spacing between neighbours, or nil for their preferences.
  let spacing: Double?
  let children: [LayoutNode]
  /// The space after each child but the last, in points.
  let gaps: [Double]
  /// The sum of `gaps`.
  let totalSpacing: Double

  init(
    axis: Axis, horizontal: HorizontalAlignment, vertical: VerticalAlignment, spacing: Double?,
    children: [LayoutNode], environment: EnvironmentValues
  ) {
    self.axis = axis
    self.horizontalAlignment = horizontal
    self.verticalAlignment = vertical
    self.spacing = spacing
    self.children = children
    var gaps: [Double] = []
    if children.count > 1 {
      if let spacing {
        gaps = Array(repeating: spacing, count: children.count - 1)
      } else {
        var previous = children[0].spacingPreferences
        gaps.reserveCapacity(children.count - 1)
        for child in children.dropFirst() {
          let next = child.spacingPreferences
          let d = Double(previous.distance(to: next, along: axis))
          gaps.append(d.isFinite ? d : 8)
          previous = next
        }
      }
    }
    self.gaps = gaps
    self.totalSpacing = gaps.reduce(0, +)
    super.init(direction: environment.layoutDirection)
    // A stack of one scrollable view (`VStack { Form { … } }`) is that view to the bars and the
    // screen around it: its background runs under them as the view's own does, as in SwiftUI,
    // where the stack's edges are the view's.
    if children.count == 1, let edge = children[0].traits[ScrollEdgeTrait.self] {
      traits[ScrollEdgeTrait.self] = edge
    }
  }

  // The first child's preferences on the stack's leading end, the last's on its trailing end,
  // every child's across the axis; none for an empty stack.
  override var spacingPreferences: ViewSpacing { ownPreferences }
  private lazy var ownPreferences: ViewSpacing = {
    guard !children.isEmpty else { return .zero }
    let across: Edge.Set = axis == .vertical ? .horizontal : .vertical
    let start: Edge.Set = axis == .vertical ? .top : .leading
    let end: Edge.Set = axis == .vertical ? .bottom : .trailing
    var s = ViewSpacing(entries: [])
    for (i, child) in children.enumerated() {
      var edges = across
      if i == 0 { edges.formUnion(start) }
      if i == children.count - 1 { edges.formUnion(end) }
      s.formUnion(child.spacingPreferences, edges: edges)
    }
    return s
  }()

  private func along(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
  private func across(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
  private func proposal(along a: Double?, across c: Double?) -> ProposedViewSize {
    axis == .horizontal ? ProposedViewSize(width: a, height: c) : ProposedViewSize(width: c, height: a)
  }

  /// The size of every child for a proposal.
  func childSizes(_ p: ProposedViewSize) -> [Size] { childLayout(p).sizes }

  /// The size of every child for a proposal, and the proposal it was measured with.
  func childLayout(_ p: ProposedViewSize) -> (sizes: [Size], proposals: [ProposedViewSize]) {
    let n = children.count
    guard n > 0 else { return ([], []) }
    let acrossP = axis == .horizontal ? p.height : p.width
    let alongP = axis == .horizontal ? p.width : p.height
    guard let total = alongP else {
      let ideal = proposal(along: nil, across: acrossP)
      return (children.map { $0.size(for: ideal) }, Array(repeating: ideal, count: n))
    }
    var sizes = [Size](repeating: .zero, count: n)
    var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
    let mins = children.map { along($0.size(for: proposal(along: 0, across: acrossP))) }
    let maxs = children.map { along($0.size(for: proposal(along: .infinity, across: acrossP))) }
    var remaining = max(0, total - totalSpacing)
    let priorities = Array(Set(children.map(\.layoutPriority))).sorted(by: >)
    for priority in priorities {
      // Spacers are served last in their group, with their minimum lengths kept for them, so
      // they only take what the other views leave (text does not wrap while a spacer could shrink).
      let members = children.indices.filter { children[$0].layoutPriority == priority }
      let byFlexibility = { (a: Int, b: Int) in (maxs[a] - mins[a], a) < (maxs[b] - mins[b], b) }
      let views = members.filter { children[$0].spacerMinLength == nil }.sorted(by: byFlexibility)
      let spacers = members.filter { children[$0].spacerMinLength != nil }
      let group = views + spacers
      let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) {
        $0 + mins[$1]
      }
      let spacerMins = spacers.reduce(0) { $0 + mins[$1] }
      var groupRemaining = max(0, remaining - reserved)
      var left = group.count
      for i in group {
        let isSpacer = children[i].spacerMinLength != nil
        let keep = isSpacer ? 0 : spacerMins
        let countLeft = isSpacer ? left : max(1, left - spacers.count)
        let share = max(0, groupRemaining - keep) / Double(countLeft)
        proposals[i] = proposal(along: share, across: acrossP)
        let s = children[i].size(for: proposals[i])
        sizes[i] = s
        groupRemaining = max(0, groupRemaining - along(s))
        remaining = max(0, remaining - along(s))
        left -= 1
      }
    }
    return (sizes, proposals)
  }

  /// Whether some child sets an explicit guide, or the alignment is custom: then children are
  /// aligned on their guides across the axis, not by fractions of the free space.
  private lazy var usesGuides: Bool =
    (axis == .horizontal ? !verticalAlignment.isBuiltIn : !horizontalAlignment.isBuiltIn)
    || anyChildExplicit

  /// Cross-axis offset of each child, and the stack's size across.
  private func crossOffsets(_ sizes: [Size]) -> (offsets: [Double], extent: Double) {
    if axis == .horizontal {
      if verticalAlignment.isBaseline || usesGuides {
        let guides = children.indices.map { children[$0].offset(of: verticalAlignment, in: sizes[$0]) }
        let above = guides.max() ?? 0
        let below = children.indices.map { sizes[$0].height - guides[$0] }.max() ?? 0
        return (guides.map { above - $0 }, above + below)
      }
      let h = sizes.map(\.height).max() ?? 0
      let f = verticalAlignment == .top ? 0 : (verticalAlignment == .center ? 0.5 : 1)
      return (sizes.map { (h - $0.height) * f }, h)
    }
    if usesGuides {
      // Offsets from the leading edge; in right-to-left layout the column is mirrored.
      let guides = children.indices.map { children[$0].offset(of: horizontalAlignment, in: sizes[$0]) }
      let left = guides.max() ?? 0
      let right = children.indices.map { sizes[$0].width - guides[$0] }.max() ?? 0
      let extent = left + right
      let lead = guides.map { left - $0 }
      if direction == .rightToLeft {
        return (children.indices.map { extent - lead[$0] - sizes[$0].width }, extent)
      }
      return (lead, extent)
    }
    let w = sizes.map(\.width).max() ?? 0
    let f = horizontalAlignment.fraction(direction)
    return (sizes.map { (w - $0.width) * f }, w)
  }

  /// Whether some child sets an explicit guide (computed once: it does not depend on sizes).
  private lazy var anyChildExplicit: Bool = children.contains { $0.hasExplicitGuides }
  override var hasExplicitGuides: Bool { anyChildExplicit }

  /// The first child with an explicit value for a guide along the axis, and that guide's offset
  /// from the stack's leading (or top) edge: a row passes up its children's horizontal guides, a
  /// column their vertical ones.
  private func alongGuide(in size: Size, _ explicit: (LayoutNode, Size) -> Double?) -> Double? {
    guard anyChildExplicit else { return nil }
    let sizes = childSizes(ProposedViewSize(size))
    var pos = 0.0
    for (i, child) in children.enumerated() {
      if let g = explicit(child, sizes[i]) { return pos + g }
      pos += along(sizes[i]) + (i < gaps.count ? gaps[i] : 0)
    }
    return nil
  }

  override func horizontalGuide(_ alignment: HorizontalAlignment, in size: Size) -> Double? {
    if axis == .horizontal { return alongGuide(in: size) { $0.horizontalGuide(alignment, in: $1) } }
    guard usesGuides, alignment == horizontalAlignment, !children.isEmpty else { return nil }
    let sizes = childSizes(ProposedViewSize(size))
    guard
      let i = children.indices.first(where: { children[$0].horizontalGuide(alignment, in: sizes[$0]) != nil })
    else { return nil }
    let offsets = crossOffsets(sizes).offsets
    let lead = direction == .rightToLeft ? size.width - offsets[i] - sizes[i].width : offsets[i]
    return lead + children[i].offset(of: alignment, in: sizes[i])
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    let sizes = childSizes(p)
    guard !sizes.isEmpty else { return .zero }
    let length = sizes.reduce(0) { $0 + along($1) } + totalSpacing
    let extent = crossOffsets(sizes).extent
    return axis == .horizontal ? Size(width: length, height: extent) : Size(width: extent, height: length)
  }

  override func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double? {
    guard !children.isEmpty else { return nil }
    if !alignment.isBaseline {
      if axis == .vertical { return alongGuide(in: size) { $0.verticalGuide(alignment, in: $1) } }
      // An explicit guide of a row's children, on the row's own alignment.
      guard usesGuides, alignment == verticalAlignment else { return nil }
      let sizes = childSizes(ProposedViewSize(size))
      guard
        let i = children.indices.first(where: { children[$0].verticalGuide(alignment, in: sizes[$0]) != nil })
      else { return nil }
      return crossOffsets(sizes).offsets[i] + children[i].offset(of: alignment, in: sizes[i])
    }
    let sizes = childSizes(ProposedViewSize(size))
    if axis == .horizontal {
      let (offsets, _) = crossOffsets(sizes)
      let i = 0
      return offsets[i] + children[i].offset(of: alignment, in: sizes[i])
    }
    let i = alignment == .firstTextBaseline ? 0 : children.count - 1
    let before = sizes[..<i].reduce(0) { $0 + $1.height } + gaps[..<i].reduce(0, +)
    return before + children[i].offset(of: alignment, in: sizes[i])
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    // Children are placed with the proposal they were measured with; when the stack was asked
    // for its ideal size across its axis, they are offered the stack's width (or height) across
    // instead, so that dividers and other flexible views span the stack.
    var placement = proposal
    if axis == .horizontal, proposal.height == nil {
      placement.height = crossOffsets(childSizes(proposal)).extent
    }
    if axis == .vertical, proposal.width == nil {
      placement.width = crossOffsets(childSizes(proposal)).extent
    }
    let (sizes, proposals) = childLayout(placement)
    let (offsets, _) = crossOffsets(sizes)
    var pos = 0.0
    for (i, child) in children.enumerated() {
      let s = sizes[i]
      let frame: Rect
      if axis == .horizontal {
        let x = direction == .rightToLeft ? rect.maxX - pos - s.width : rect.minX + pos
        frame = Rect(x: x, y: rect.minY + offsets[i], width: s.width, height: s.height)
      } else {
        frame = Rect(x: rect.minX + offsets[i], y: rect.minY + pos, width: s.width, height: s.height)
      }
      child.render(in: frame, proposal: proposals[i], into: &items)
      pos += along(s) + (i < gaps.count ? gaps[i] : 0)
    }
  }
}

/// The node of an `HStack` or `VStack`: its children resolved with the stack's axis in their
/// environment (spacers and dividers follow it).
func stackNodes<Content: View>(
  _ content: Content, axis: Axis, horizontal: HorizontalAlignment, vertical: VerticalAlignment,
  spacing: Double?,
  _ context: ResolveContext
) -> [LayoutNode] {
  var env = context.environment
  env.stackAxis = axis
  let children = resolve(content, context.with(env))
  let name = axis == .horizontal ? "HStack" : "VStack"
  let s = spacing.map { context.diagnostics.sanitize($0, "\(name) spacing", fallback: 8) }
  return [
    StackNode(
      axis: axis, horizontal: horizontal, vertical: vertical, spacing: s, children: children,
      environment: context.environment)
  ]
}
