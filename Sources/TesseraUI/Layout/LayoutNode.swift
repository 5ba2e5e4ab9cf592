import TesseraDisplayList

/// A view resolved in its environment, ready to be measured and placed.
///
/// The contract is SwiftUI's: ``sizeThatFits(_:)`` answers the size the view chooses for a
/// proposal (a parent may ask several times with different proposals); ``render(in:into:)``
/// draws the view into the rectangle its parent chose. Sizes are memoized per proposal.
class LayoutNode {
  /// Higher-priority views get space first in stacks. Default 0.
  var layoutPriority = 0.0
  /// The layout direction of the view's environment.
  let direction: LayoutDirection
  /// What the view tells the container it is placed in (``ViewTraitKey``): set by trait-writing
  /// modifiers, carried up through wrappers. Default empty.
  var traits = ViewTraitCollection()
  // The memoized sizes: most views are asked one or two proposals, kept in two slots; a stack's
  // children a few more, in a short list; all compared field by field. Past 16, a dictionary
  // (hashing every proposal cost a tenth of a resolve).
  private var firstProposal: ProposedViewSize?
  private var firstSize = Size.zero
  private var secondProposal: ProposedViewSize?
  private var secondSize = Size.zero
  private var fewSizes: [(proposal: ProposedViewSize, size: Size)] = []
  private var manySizes: [ProposedViewSize: Size] = [:]

  init(direction: LayoutDirection) { self.direction = direction }

  /// The size for a proposal, memoized.
  final func size(for proposal: ProposedViewSize) -> Size {
    if firstProposal == proposal { return firstSize }
    if secondProposal == proposal { return secondSize }
    for entry in fewSizes where entry.proposal == proposal { return entry.size }
    if !manySizes.isEmpty, let s = manySizes[proposal] { return s }
    let s = sizeThatFits(proposal)
    // Flexible views may answer infinity for an infinite proposal (that is how stacks see their
    // flexibility); NaN and negative sizes become 0.
    let clean = Size(
      width: s.width.isNaN ? 0 : max(0, s.width), height: s.height.isNaN ? 0 : max(0, s.height))
    if firstProposal == nil {
      firstProposal = proposal
      firstSize = clean
    } else if secondProposal == nil {
      secondProposal = proposal
      secondSize = clean
    } else if fewSizes.count < 16 {
      fewSizes.append((proposal, clean))
    } else {
      manySizes[proposal] = clean
    }
    return clean
  }

  /// The size the view chooses for a proposal. Subclasses override.
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size { .zero }

  /// Draws the view in `rect` (points, in the display list's coordinates), which its parent
  /// chose after asking ``size(for:)`` with `proposal`, rounded to the pixel grid of the render
  /// (``PixelGrid``) as SwiftUI rounds every view's frame.
  final func render(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    draw(in: PixelGrid.current.round(rect), proposal: proposal, into: &items)
  }

  /// Draws the view in `rect`, already on the pixel grid; children are placed with the proposals
  /// they were measured with, as SwiftUI's `placeSubviews` does, through their ``render(in:proposal:into:)``.
  /// Subclasses override.
  func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {}

  /// A vertical alignment guide's offset from the top of a view of `size`, or nil for the
  /// default (text baselines and `alignmentGuide` are explicit; other views use the guide's
  /// default: their bottom for baselines).
  func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double? { nil }

  /// A horizontal alignment guide's offset from the leading edge of a view of `size`, or nil for
  /// the default (only `alignmentGuide` sets one).
  func horizontalGuide(_ alignment: HorizontalAlignment, in size: Size) -> Double? { nil }

  /// Whether the view sets an explicit value for a guide other than a text baseline (an
  /// `alignmentGuide` inside it, through modifiers that keep guides). Stacks, frames and overlays
  /// take their plain fraction-of-the-free-space path when no child does.
  var hasExplicitGuides: Bool { false }

  /// Whether the view is a spacer, and its minimum length along a stack.
  var spacerMinLength: Double? { nil }

  /// The space the view prefers between it and its neighbours in a stack with no explicit
  /// spacing (``ViewSpacing``): a plain view's by default; text, spacers, frames, padding and
  /// stacks say otherwise, and modifiers that wrap one view pass its preferences on.
  var spacingPreferences: ViewSpacing { ViewSpacing() }

  /// The offset of a vertical alignment from the top of a view of `size`.
  final func offset(of alignment: VerticalAlignment, in size: Size) -> Double {
    if let g = verticalGuide(alignment, in: size) { return g }
    switch alignment.key {
    case .top: return 0
    case .center: return size.height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: return size.height
    case .custom: return alignment.defaultValue(in: ViewDimensions(size: size, node: self))
    }
  }

  /// The offset of a horizontal alignment from the leading edge of a view of `size`.
  final func offset(of alignment: HorizontalAlignment, in size: Size) -> Double {
    if let g = horizontalGuide(alignment, in: size) { return g }
    return alignment.defaultValue(in: ViewDimensions(size: size, node: self))
  }
}
