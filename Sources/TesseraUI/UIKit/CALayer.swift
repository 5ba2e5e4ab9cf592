import Foundation

#if !canImport(Darwin)
  // Status: partial. A layer's corner radius, border, background and shadow are drawn for the view
  // that owns it; sublayers, transforms, masks and animations are not.

  /// Core Animation's layer behind every `UIView`, with the properties app code sets on it next to
  /// SwiftUI (`view.layer.cornerRadius = 12`, `layer.borderColor = UIColor.red.cgColor`).
  @MainActor @preconcurrency open class CALayer {
    /// A layer.
    public init() {}

    /// The radius of the corners in points. Default 0.
    open var cornerRadius: CGFloat = 0
    /// Whether content is clipped to the corners. Default false.
    open var masksToBounds = false
    /// The border's width in points, drawn inside the bounds. Default 0.
    open var borderWidth: CGFloat = 0
    /// The border's color. Default opaque black.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The layer's background color (a view's `backgroundColor` sets it). Default nil.
    open var backgroundColor: CGColor?
    /// The layer's opacity, 0...1. Default 1.
    open var opacity: Float = 1
    /// The shadow's color. Default opaque black.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0...1. Default 0 (no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius in points. Default 3.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset in points. Default (0, -3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The layer's frame in its superlayer, in points.
    open var frame: CGRect = .zero
    /// The layer's bounds, in points.
    open var bounds: CGRect = .zero
    /// Whether the layer is hidden. Default false.
    open var isHidden = false
    /// The corner curve: `.circular` or `.continuous`. Default `.circular`.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The corners `cornerRadius` rounds. Default all four.
    open var maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The layers added to this one (not drawn).
    open private(set) var sublayers: [CALayer]?

    /// Adds a layer on top of this one's sublayers (it is not drawn).
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    /// Asks for the layer to be redrawn; nothing to do in a still.
    open func setNeedsDisplay() {}
  }

  /// How a layer's corners curve.
  nonisolated public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public var rawValue: String
    /// A curve by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous corners, as `RoundedRectangle(style: .continuous)`.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
  }

  /// The corners of a layer that its corner radius rounds.
  nonisolated public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public var rawValue: UInt
    /// A set of corners.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
  }
#endif
