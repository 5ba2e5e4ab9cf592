import TesseraDisplayList
import TesseraGeometry

/// Where a scroll view is scrolled to in a still, from `.defaultScrollAnchor`,
/// `.scrollPosition(id:)`, `.scrollPosition(_:)` or a `ScrollViewReader`'s `scrollTo`.
enum ScrollStart {
  /// The content's unit point at the viewport's same unit point (`.bottom`: scrolled to the end).
  case anchor(UnitPoint)
  /// Offsets from the content's top-leading corner, in points (nil: 0).
  case point(x: Double?, y: Double?)
  /// The view with an id, its `anchor` point at the viewport's (nil: top-leading).
  case view(ScrollTargetRecorder, anchor: UnitPoint?)
  /// The first view whose accessibility label or identifier is `text` (else contains it), centred
  /// in the viewport as far as the content allows (``ViewHost/scroll(to:)``).
  case text(String)
}

/// Finds where the view a scroll view is asked to show was drawn: marker nodes of views with
/// ids (`ForEach` elements, `.id(_:)`) report their frames while a scroll view draws its content
/// once off screen.
final class ScrollTargetRecorder: @unchecked Sendable {
  /// The id looked for.
  let wanted: AnyHashable
  /// The first frame drawn with that id, in the display list's coordinates.
  var found: Rect?

  init(wanted: AnyHashable) { self.wanted = wanted }
}

/// A view with an id inside a scroll view asked to show one: reports its frame when it is the
/// one wanted.
final class ScrollTargetNode: WrapperNode {
  let id: AnyHashable
  let recorder: ScrollTargetRecorder

  init(child: LayoutNode, id: AnyHashable, recorder: ScrollTargetRecorder) {
    self.id = id
    self.recorder = recorder
    super.init(child: child)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    if recorder.found == nil, id == recorder.wanted { recorder.found = rect }
    child.render(in: rect, proposal: proposal, into: &items)
  }
}

/// `nodes` marked with `id` when a scroll view around them is looking for a view by id.
func markingScrollTarget<ID: Hashable>(_ nodes: [LayoutNode], id: ID, _ context: ResolveContext)
  -> [LayoutNode]
{
  guard let recorder = context.environment.scrollTargetRecorder else { return nodes }
  let key = AnyHashable(id)
  return nodes.map { ScrollTargetNode(child: $0, id: key, recorder: recorder) }
}

/// What the environment says about scroll positions, for the scroll views below.
struct ScrollPositioning: Sendable {
  /// Where scroll views start (`.defaultScrollAnchor`, role `.initialOffset`).
  var initial: UnitPoint?
  /// Where content smaller than the viewport sits (role `.alignment`).
  var alignment: UnitPoint?
  /// The view to show, by id, and its anchor (`.scrollPosition(id:)`, `ScrollPosition(id:)`,
  /// `ScrollViewProxy.scrollTo`).
  var viewID: UncheckedBox<AnyHashable>?
  /// The anchor of `viewID`.
  var viewAnchor: UnitPoint?
  /// Offsets asked for with `ScrollPosition(point:)`, `(x:)`, `(y:)`.
  var point: (x: Double?, y: Double?)?
  /// The text a test host scrolled to (``ViewHost/scroll(to:)``): it wins over the others.
  var text: String?
}

struct ScrollPositioningKey: EnvironmentKey { static let defaultValue = ScrollPositioning() }
struct ScrollTargetRecorderKey: EnvironmentKey { static let defaultValue: ScrollTargetRecorder? = nil }

extension EnvironmentValues {
  /// Scroll positions asked for above, read by the next scroll view down.
  var scrollPositioning: ScrollPositioning {
    get { self[ScrollPositioningKey.self] }
    set { self[ScrollPositioningKey.self] = newValue }
  }

  /// Where views with ids report their frames, inside a scroll view looking for one.
  var scrollTargetRecorder: ScrollTargetRecorder? {
    get { self[ScrollTargetRecorderKey.self] }
    set { self[ScrollTargetRecorderKey.self] = newValue }
  }
}
