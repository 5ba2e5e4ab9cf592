import Foundation
import TesseraPNG

#if !canImport(Darwin)
  // Status: partial, on Linux. Images drawn with UIKit (`UIGraphicsImageRenderer`, the older
  // `UIGraphicsBeginImageContextWithOptions`) are drawn with Tessera's rasterizer from what the
  // code draws into the context (see `CGContext`): the same pixels on every machine. JPEG data is
  // not made (there is no JPEG encoder); PNG is.

  /// How an image renderer's pictures are made, as UIKit's `UIGraphicsImageRendererFormat`.
  nonisolated public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point. Default the screen's, 3 (``UIScreen/scale``).
    public var scale: CGFloat
    /// Whether the picture has no transparency (it starts black). Default false.
    public var opaque: Bool
    /// The color range UIKit would pick; kept, the picture is sRGB.
    public var preferredRange: Range = .automatic

    /// UIKit's color ranges.
    public enum Range: Int, Sendable {
      /// As the device prefers.
      case automatic
      /// Extended range.
      case extended
      /// Standard range (sRGB).
      case standard
    }

    /// A format at the screen's scale, with transparency.
    public init() {
      scale = UIScreen.main.scale
      opaque = false
    }

    /// The default format (the screen's scale).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format the device prefers (the same here).
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The scale used: the format's when it is a finite positive number, else the screen's.
    var resolvedScale: Double {
      scale.isFinite && scale > 0 ? Double(scale) : Double(UIScreen.main.scale)
    }
  }

  /// The context an image renderer's drawing closure is given, as UIKit's
  /// `UIGraphicsImageRendererContext`.
  nonisolated public final class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
      self.cgContext = cgContext
      self.format = format
    }

    /// The picture drawn so far.
    public var currentImage: UIImage { cgContext.makeUIImage() }
    /// Fills a rectangle with the current fill color (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a rectangle's outline with the current stroke color, one point wide.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Narrows later drawing to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
  }

  /// UIKit's image renderer: `image { context in … }` runs the drawing code and gives the picture
  /// as a `UIImage`, drawn by Tessera's rasterizer.
  ///
  ///     let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
  ///       UIColor.systemBlue.setFill()
  ///       context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
  ///     }
  nonisolated public final class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// How pictures are made.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of pictures `size` points large, in the default format.
    public convenience init(size: CGSize) {
      self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }
    /// A renderer of pictures `size` points large, in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
      self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    /// A renderer of the area `bounds` (its origin at the picture's top-left corner).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
      self.bounds = bounds
      self.format = format
    }

    /// Runs `actions` with a fresh context (the current one for `UIColor.setFill()`,
    /// `UIBezierPath.fill()`, `UIImage.draw(in:)`) and returns what it drew. A size that is zero,
    /// negative, not finite or over 8,192 pixels a side gives an empty image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      let context = makeContext()
      UIGraphicsContextStack.with(context.cgContext) { actions(context) }
      return context.cgContext.makeUIImage()
    }

    /// Runs `actions` and returns the picture as PNG data (empty when there is no picture).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
      image(actions: actions).pngData() ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext {
      let cg = CGContext(size: bounds.size, scale: format.resolvedScale, isOpaque: format.opaque)
      if bounds.origin != .zero, bounds.origin.x.isFinite, bounds.origin.y.isFinite {
        cg.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
      }
      return UIGraphicsImageRendererContext(cgContext: cg, format: format)
    }
  }

  /// The contexts UIKit drawing goes to, innermost last, per thread (UIKit's context stack).
  nonisolated enum UIGraphicsContextStack {
    final class Stack {
      var contexts: [CGContext] = []
    }
    private static let key = "TesseraUI.UIGraphicsContextStack"

    static var stack: Stack {
      let dictionary = Thread.current.threadDictionary
      if let stack = dictionary[key] as? Stack { return stack }
      let stack = Stack()
      dictionary[key] = stack
      return stack
    }

    /// The context drawing goes to now.
    static var current: CGContext? { stack.contexts.last }

    /// Runs `body` with `context` current.
    static func with<R>(_ context: CGContext, _ body: () -> R) -> R {
      let s = stack
      s.contexts.append(context)
      defer { s.contexts.removeLast() }
      return body()
    }
  }

  /// The Core Graphics context UIKit drawing goes to now (in an image renderer's closure, in
  /// `UIGraphicsBeginImageContext…`), nil when there is none.
  nonisolated public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

  /// Makes `context` current, as UIKit's; balance with ``UIGraphicsPopContext()``.
  nonisolated public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.stack.contexts.append(context)
  }

  /// Makes the context before the last pushed one current again.
  nonisolated public func UIGraphicsPopContext() { _ = UIGraphicsContextStack.stack.contexts.popLast() }

  /// Starts drawing an image `size` points large, the older UIKit way; `scale` 0 is the screen's.
  /// Balance with ``UIGraphicsEndImageContext()``.
  nonisolated public func UIGraphicsBeginImageContextWithOptions(
    _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
  ) {
    let s = scale.isFinite && scale > 0 ? Double(scale) : Double(UIScreen.main.scale)
    UIGraphicsContextStack.stack.contexts.append(CGContext(size: size, scale: s, isOpaque: opaque))
  }

  /// Starts drawing an image `size` points large at scale 1, with transparency.
  nonisolated public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
  }

  /// The picture drawn so far in the current image context; nil when there is none.
  nonisolated public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    UIGraphicsContextStack.current.map { $0.makeUIImage() }
  }

  /// Ends the current image context.
  nonisolated public func UIGraphicsEndImageContext() { _ = UIGraphicsContextStack.stack.contexts.popLast() }
#endif
