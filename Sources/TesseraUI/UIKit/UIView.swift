import Foundation

#if !canImport(Darwin)
  // Status: partial, on Linux (on Apple's systems UIKit's own classes are in charge). A UIKit
  // view shown in SwiftUI (`UIViewRepresentable`) is drawn as what it shows that SwiftUI can draw:
  // its background color and layer (corners, border, shadow), a label's or text view's text, an
  // image view's image, a blur's material, a spinner, and what a subclass's own `draw(_:)` draws
  // with Core Graphics; other content (subviews, a map, a web page) is not drawn, and the render's
  // warnings say so. Layout is
  // SwiftUI's: frames set in UIKit code are kept but not used.

  /// UIKit's view, so app code that makes, configures and subclasses UIKit views next to SwiftUI
  /// compiles; see `UIViewRepresentable` for how one is drawn.
  @MainActor @preconcurrency open class UIView: UIResponder {
    /// The view's frame in its superview, in points.
    open var frame: CGRect {
      didSet { bounds.size = frame.size }
    }
    /// The view's own coordinate space, in points.
    open var bounds: CGRect
    /// The center of the frame, in points.
    open var center: CGPoint {
      get { CGPoint(x: frame.midX, y: frame.midY) }
      set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The layer that draws the view's background, corners and border.
    public let layer = CALayer()
    /// The background color; nil (clear) by default.
    open var backgroundColor: UIColor? {
      didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// The view's opacity, 0...1. Default 1.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden. Default false.
    open var isHidden = false
    /// Whether the view is opaque (a drawing hint). Default true.
    open var isOpaque = true
    /// The tint of the view's controls; nil takes the environment's tint.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Implicitly unwrapped as UIKit declares it, so iOS code reading its members compiles.
    open var tintColor: UIColor!
    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
      get { layer.masksToBounds }
      set { layer.masksToBounds = newValue }
    }
    /// How content is laid out in the bounds. Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether touches reach the view. Default true.
    open var isUserInteractionEnabled = true
    /// Whether Auto Layout makes constraints from the frame. Default true.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// A number identifying the view. Default 0.
    open var tag = 0
    /// The light or dark style forced on the view and its subviews. Default `.unspecified`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Whether the view is an accessibility element. Default false.
    open var isAccessibilityElement = false
    /// The label VoiceOver reads.
    open var accessibilityLabel: String?
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var resistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    /// A view with a frame.
    public init(frame: CGRect) {
      self.frame = frame
      self.bounds = CGRect(origin: .zero, size: frame.size)
      super.init()
    }

    /// A view with an empty frame.
    public convenience override init() { self.init(frame: .zero) }

    /// A view from an archive: there are no archives here, so none.
    public required init?(coder: NSCoder) { return nil }

    /// "No intrinsic size" on an axis: -1, as UIKit's.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content wants, `noIntrinsicMetric` on an axis without one. UIKit's
    /// views that show content answer from it (a label from its text).
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// The size that fits `size`; the view's current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to the size that fits its current one.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// Adds a view on top of the subviews.
    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
    }
    /// Inserts a view at an index of the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
      view.removeFromSuperview()
      subviews.insert(view, at: max(0, min(index, subviews.count)))
      view.superview = self
    }
    /// Removes the view from its superview.
    open func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }
    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
      guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.append(subviews.remove(at: i))
    }

    /// The window the view is in: none in a still.
    open var window: UIWindow? { nil }
    /// The insets of the safe area, in points: none outside a window.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// The hint VoiceOver reads.
    open var accessibilityHint: String?
    /// Called after the view moved to a window (never, in a still).
    open func didMoveToWindow() {}
    /// Called after the view moved to a superview.
    open func didMoveToSuperview() {}
    /// Called after the view is loaded from an archive (never here).
    open func awakeFromNib() {}
    nonisolated(unsafe) private static var animationsEnabled = true
    /// Whether UIKit animates changes: nothing moves in a still, but the setting is kept.
    public class var areAnimationsEnabled: Bool { animationsEnabled }
    /// Turns UIKit's animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// What the view shows beyond its layer, as a SwiftUI view (a label's text, an image view's
    /// image); nil when Tessera cannot draw it or there is nothing to show.
    func swiftUIContent() -> AnyView? { nil }
    /// Whether Tessera draws all the view shows: a plain `UIView` (its layer) and the UIKit views
    /// whose content it draws; a subclass of `UIView` may draw in ways it cannot see.
    var isDrawnByTessera: Bool { type(of: self) == UIView.self }
    /// Whether the view's intrinsic size is its SwiftUI content's ideal size (a label, an image).
    var sizesToContent: Bool { false }

    /// Lays out subviews; override to place them.
    open func layoutSubviews() {}
    /// Asks for a layout pass; nothing to do in a still.
    open func setNeedsLayout() {}
    /// Lays out now if needed.
    open func layoutIfNeeded() { layoutSubviews() }
    /// Asks for the view to be redrawn; nothing to do in a still.
    open func setNeedsDisplay() {}
    /// Draws the view's content with Core Graphics: called with a current context (`UIGraphicsGetCurrentContext()`)
    /// when a subclass is shown through a representable, at the size it is laid out at.
    open func draw(_ rect: CGRect) {}

    /// The priority with which the view resists growing past its intrinsic size on an axis.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      hugging[axis] ?? .defaultLow
    }
    /// Sets the priority with which the view resists growing on an axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
      hugging[axis] = priority
    }
    /// The priority with which the view resists shrinking below its intrinsic size on an axis.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
      resistance[axis] ?? .defaultHigh
    }
    /// Sets the priority with which the view resists shrinking on an axis.
    open func setContentCompressionResistancePriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
      resistance[axis] = priority
    }

    /// Runs `animations` at once and then `completion` (nothing moves in a still).
    public class func animate(
      withDuration duration: TimeInterval, animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }
    /// Runs `animations` at once and then `completion`.
    public class func animate(
      withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
      animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
      animations()
      completion?(true)
    }
    /// Runs `actions` with animations off.
    public class func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// How a view grows with its superview (kept; layout is SwiftUI's).
    open var autoresizingMask: AutoresizingMask = []

    /// Edges and sizes that follow the superview's size.
    public struct AutoresizingMask: OptionSet, Sendable {
      /// The mask as bits.
      public let rawValue: UInt
      /// A mask.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The left margin grows.
      public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
      /// The width grows.
      public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
      /// The right margin grows.
      public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
      /// The top margin grows.
      public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
      /// The height grows.
      public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
      /// The bottom margin grows.
      public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view lays out its content in its bounds.
    public enum ContentMode: Int, Sendable {
      /// Stretched to fill.
      case scaleToFill
      /// Scaled to fit, keeping its aspect ratio.
      case scaleAspectFit
      /// Scaled to fill, keeping its aspect ratio.
      case scaleAspectFill
      /// Redrawn on bounds changes.
      case redraw
      /// Centered.
      case center
      /// At the top.
      case top
      /// At the bottom.
      case bottom
      /// At the left.
      case left
      /// At the right.
      case right
      /// Top left.
      case topLeft
      /// Top right.
      case topRight
      /// Bottom left.
      case bottomLeft
      /// Bottom right.
      case bottomRight
    }

    /// Options of `animate(withDuration:delay:options:animations:completion:)`.
    public struct AnimationOptions: OptionSet, Sendable {
      /// The options as bits.
      public let rawValue: UInt
      /// A set of options.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Ease in and out (UIKit's default curve: no bit set).
      public static let curveEaseInOut: AnimationOptions = []
      /// Ease in.
      public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
      /// Ease out.
      public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
      /// Linear.
      public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
      /// Start from the current state.
      public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
      /// Let touches through while animating.
      public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
      /// Repeat for ever.
      public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
      /// Run backwards and forwards.
      public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    }
  }
#endif
