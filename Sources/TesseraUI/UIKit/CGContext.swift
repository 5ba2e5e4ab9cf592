import Foundation
import TesseraGeometry

#if !canImport(Darwin)
  // Status: partial, on Linux (on Apple's systems Core Graphics is in charge). A context records
  // what is drawn into it (filled and stroked paths, rectangles and ellipses, images, cleared
  // areas) with the state of the moment (colors, alpha, line style, transform, clip), and the
  // image renderer that made it draws the recording with Tessera's rasterizer. Strings drawn with
  // UIKit's `draw(at:withAttributes:)` are drawn as SwiftUI `Text`. Gradients, shadows, patterns and
  // blend modes other than clearing are not recorded.

  /// How a path's inside is decided when it is filled or clipped to, as Core Graphics'.
  nonisolated public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding.
    case winding
    /// Even-odd.
    case evenOdd
  }

  /// What `drawPath(using:)` does with the current path, as Core Graphics'.
  nonisolated public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the nonzero rule.
    case fill
    /// Fill with the even-odd rule.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill (nonzero), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
  }

  /// Core Graphics' drawing context, as UIKit's image renderers and `UIView.draw(_:)` give it:
  /// paths built point by point and filled or stroked, with a graphics state saved and restored.
  ///
  /// Coordinates are UIKit's: points, origin at the top-left corner, y down. What is drawn is kept
  /// in the order drawn; the renderer that made the context turns it into pixels.
  nonisolated public final class CGContext: @unchecked Sendable {
    /// One drawing operation, in the context's coordinates at the moment it was drawn.
    struct Operation {
      enum Kind {
        case fill(Path, FillStyle)
        case stroke(Path, StrokeStyle)
        case image(Image, CGRect)
        case text(Text, at: CGPoint, in: CGRect?)
        case clear(Path)
      }
      var kind: Kind
      var color: Color
      var alpha: Double
      /// User space to the context's device space at the time of drawing.
      var transform: CGAffineTransform
      /// Clip paths in device space, each narrowing the one before.
      var clips: [Path]
    }

    struct State {
      var fill: Color = .black
      var stroke: Color = .black
      var alpha = 1.0
      var lineWidth = 1.0
      var lineCap: StrokeStyle.LineCap = .butt
      var lineJoin: StrokeStyle.LineJoin = .miter
      var miterLimit = 10.0
      var dash: [Double] = []
      var dashPhase = 0.0
      var ctm = CGAffineTransform.identity
      var clips: [Path] = []
    }

    /// The size of the area drawn on, in points.
    let size: CGSize
    /// Pixels per point of the picture made from the context.
    let scale: Double
    /// Whether the picture has no transparency (it starts black, as UIKit's opaque contexts do).
    let isOpaque: Bool
    private(set) var operations: [Operation] = []
    private var state = State()
    private var saved: [State] = []
    /// The current path, in device space (points are transformed as they are added, as Core
    /// Graphics does).
    private var current = Path()

    init(size: CGSize, scale: Double, isOpaque: Bool) {
      self.size = size
      self.scale = scale
      self.isOpaque = isOpaque
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (colors, line style, transform, clip).
    public func saveGState() { saved.append(state) }
    /// Pops the state saved last; nothing when none is saved.
    public func restoreGState() {
      if let last = saved.popLast() { state = last }
    }
    /// The current transform from user space to the context's points.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
    /// Applies `transform` to user space.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) { state.fill = color.color }
    /// Sets the fill color from components, 0...1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      state.fill = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// Sets the fill color to a gray, 0 (black)...1 (white).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
      state.fill = Color(white: Double(gray), opacity: Double(alpha))
    }
    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.color }
    /// Sets the stroke color from components, 0...1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      state.stroke = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// Sets the stroke color to a gray, 0 (black)...1 (white).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
      state.stroke = Color(white: Double(gray), opacity: Double(alpha))
    }
    /// Sets the opacity of everything drawn after, 0...1 (other values are clamped; not a number
    /// is 1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(1, max(0, Double(alpha))) }
    /// Sets the stroke width in user-space points (negative or not a number: 0).
    public func setLineWidth(_ width: CGFloat) {
      state.lineWidth = width.isFinite ? max(0, Double(width)) : 0
    }
    /// Sets how stroke ends are drawn.
    public func setLineCap(_ cap: CGLineCap) {
      state.lineCap = cap.strokeCap
    }
    /// Sets how stroke corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) {
      state.lineJoin = join.strokeJoin
    }
    /// Sets the longest miter, as a multiple of the line width.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit.isFinite ? Double(limit) : 10 }
    /// Sets the dash pattern of strokes (empty: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
      state.dashPhase = phase.isFinite ? Double(phase) : 0
      state.dash = lengths.map(Double.init)
    }

    // MARK: The current path

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { current.elements.isEmpty }
    /// The bounding box of the current path, in user space (`.null` when it is empty).
    public var boundingBoxOfPath: CGRect {
      guard !current.elements.isEmpty else { return .null }
      return CGPath(path: current.applying(state.ctm.inverted())).boundingBox
    }
    /// Discards the current path.
    public func beginPath() { current = Path() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { current.move(to: point.applying(state.ctm)) }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { current.addLine(to: point.applying(state.ctm)) }
    /// Lines through `points`, the first starting a subpath.
    public func addLines(between points: [CGPoint]) {
      current.addLines(points.map { $0.applying(state.ctm) })
    }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
      current.addCurve(
        to: end.applying(state.ctm), control1: control1.applying(state.ctm),
        control2: control2.applying(state.ctm))
    }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
      current.addQuadCurve(to: end.applying(state.ctm), control: control.applying(state.ctm))
    }
    /// An arc of a circle, angles in radians, as Core Graphics draws it in UIKit's coordinates.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
      current.addArc(
        center: center, radius: radius, startAngle: .radians(Double(startAngle)),
        endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: state.ctm)
    }
    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { current.addRect(rect, transform: state.ctm) }
    /// Rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect]) { current.addRects(rects, transform: state.ctm) }
    /// An ellipse inside `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) { current.addEllipse(in: rect, transform: state.ctm) }
    /// Another path's subpaths.
    public func addPath(_ path: CGPath) { current.addPath(path.path.applying(state.ctm)) }
    /// Closes the current subpath.
    public func closePath() { current.closeSubpath() }

    /// Fills the current path, then discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
      record(.fill(current, FillStyle(eoFill: rule == .evenOdd)), color: state.fill, transform: .identity)
      current = Path()
    }
    /// Strokes the current path, then discards it.
    public func strokePath() {
      strokeDevicePath(current)
      current = Path()
    }
    /// Fills, strokes or both, then discards the path.
    public func drawPath(using mode: CGPathDrawingMode) {
      let path = current
      switch mode {
      case .fill, .eoFill, .fillStroke, .eoFillStroke:
        let eo = mode == .eoFill || mode == .eoFillStroke
        record(.fill(path, FillStyle(eoFill: eo)), color: state.fill, transform: .identity)
      case .stroke: break
      }
      if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { strokeDevicePath(path) }
      current = Path()
    }
    /// Narrows later drawing to the inside of the current path, then discards it.
    public func clip(using rule: CGPathFillRule = .winding) {
      if rule == .evenOdd {
        Diagnostics.warnOnThisThread("CGContext.clip(using: .evenOdd) clips with the nonzero rule")
      }
      state.clips.append(current)
      current = Path()
    }
    /// Narrows later drawing to `rect`.
    public func clip(to rect: CGRect) { state.clips.append(Path(rect).applying(state.ctm)) }
    /// Narrows later drawing to the union of `rects`.
    public func clip(to rects: [CGRect]) {
      var p = Path()
      p.addRects(rects, transform: state.ctm)
      state.clips.append(p)
    }
    /// The bounding box of the clip, in user space (the whole area when nothing is clipped).
    public var boundingBoxOfClipPath: CGRect {
      var box = CGRect(origin: .zero, size: size)
      for clip in state.clips { box = box.intersection(CGPath(path: clip).boundingBox) }
      guard !box.isNull else { return .null }
      return CGPath(path: Path(box).applying(state.ctm.inverted())).boundingBox
    }

    // MARK: Drawing

    /// Fills a rectangle with the fill color.
    public func fill(_ rect: CGRect) { fillUser(Path(rect)) }
    /// Fills rectangles with the fill color.
    public func fill(_ rects: [CGRect]) {
      var p = Path()
      p.addRects(rects)
      fillUser(p)
    }
    /// Fills the ellipse inside `rect`.
    public func fillEllipse(in rect: CGRect) { fillUser(Path(ellipseIn: rect)) }
    /// Strokes a rectangle with the stroke color and line width.
    public func stroke(_ rect: CGRect) { strokeUser(Path(rect), width: state.lineWidth) }
    /// Strokes a rectangle `width` points wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
      strokeUser(Path(rect), width: width.isFinite ? max(0, Double(width)) : 0)
    }
    /// Strokes the ellipse inside `rect`.
    public func strokeEllipse(in rect: CGRect) { strokeUser(Path(ellipseIn: rect), width: state.lineWidth) }
    /// Strokes the segments between pairs of points (the 1st to the 2nd, the 3rd to the 4th…).
    public func strokeLineSegments(between points: [CGPoint]) {
      var p = Path()
      var i = 0
      while i + 1 < points.count {
        p.move(to: points[i])
        p.addLine(to: points[i + 1])
        i += 2
      }
      strokeUser(p, width: state.lineWidth)
    }
    /// Makes a rectangle transparent.
    public func clear(_ rect: CGRect) {
      record(.clear(Path(rect)), color: .black, transform: state.ctm)
    }

    /// Draws `image` in `rect` (user space), as UIKit's `UIImage.draw(in:)`.
    func draw(_ image: Image, in rect: CGRect) {
      record(.image(image, rect), color: .black, transform: state.ctm)
    }

    /// Fills a user-space path (a `UIBezierPath`'s) with the fill color.
    func fill(_ path: Path, evenOdd: Bool) {
      record(.fill(path, FillStyle(eoFill: evenOdd)), color: state.fill, transform: state.ctm)
    }

    /// Strokes a user-space path (a `UIBezierPath`'s) with the stroke color and the path's own
    /// line style.
    func stroke(_ path: Path, width: CGFloat, cap: CGLineCap, join: CGLineJoin) {
      var style = strokeStyle(width: width.isFinite ? max(0, Double(width)) : 0)
      style.lineCap = cap.strokeCap
      style.lineJoin = join.strokeJoin
      record(.stroke(path, style), color: state.stroke, transform: state.ctm)
    }

    /// Draws text with its top-left corner at `point`, or wrapped in `rect` (user space), as
    /// UIKit's string drawing.
    func draw(_ text: Text, at point: CGPoint, in rect: CGRect?) {
      record(.text(text, at: point, in: rect), color: .black, transform: state.ctm)
    }

    private func fillUser(_ path: Path) {
      record(.fill(path, FillStyle()), color: state.fill, transform: state.ctm)
    }

    private func strokeUser(_ path: Path, width: Double) {
      record(.stroke(path, strokeStyle(width: width)), color: state.stroke, transform: state.ctm)
    }

    /// Strokes a device-space path with the line width of user space: the path is taken back to
    /// user space when the transform can be inverted.
    private func strokeDevicePath(_ path: Path) {
      let m = state.ctm
      let det = m.a * m.d - m.b * m.c
      // Not invertible (a zero scale): nothing would show.
      guard det != 0, det.isFinite else { return }
      strokeUser(path.applying(m.inverted()), width: state.lineWidth)
    }

    private func strokeStyle(width: Double) -> StrokeStyle {
      StrokeStyle(
        lineWidth: width, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit,
        dash: state.dash, dashPhase: state.dashPhase)
    }

    private func record(_ kind: Operation.Kind, color: Color, transform: CGAffineTransform) {
      operations.append(
        Operation(kind: kind, color: color, alpha: state.alpha, transform: transform, clips: state.clips))
    }

    /// Draws the recording into a SwiftUI graphics context of the same size.
    func replay(into context: GraphicsContext) {
      for op in operations {
        var c = context
        for clip in op.clips { c.clip(to: clip) }
        c.opacity = op.alpha
        c.concatenate(op.transform)
        switch op.kind {
        case .fill(let path, let style): c.fill(path, with: .color(op.color), style: style)
        case .stroke(let path, let style): c.stroke(path, with: .color(op.color), style: style)
        case .image(let image, let rect): c.draw(image, in: rect)
        case .text(let text, let point, let rect):
          if let rect { c.draw(text, in: rect) } else { c.draw(text, at: point, anchor: .topLeading) }
        case .clear(let path):
          c.blendMode = .clear
          c.fill(path, with: .color(.black))
        }
      }
    }

    /// The picture drawn so far, at the context's size and scale; an empty image when there is
    /// nothing to draw on (a size that is zero, negative, not finite or over 8,192 pixels a side).
    func makeUIImage() -> UIImage {
      let w = Double(size.width)
      let h = Double(size.height)
      guard w.isFinite, h.isFinite, w > 0, h > 0, w * scale <= 8192, h * scale <= 8192 else {
        return UIImage()
      }
      let recording = self
      let canvas = Canvas { context, _ in recording.replay(into: context) }
        .frame(width: size.width, height: size.height)
      let renderer = ImageRenderer(content: canvas)
      renderer.proposedSize = ProposedViewSize(width: size.width, height: size.height)
      renderer.scale = scale
      renderer.background = isOpaque ? .black : .clear
      guard let pixels = try? renderer.pixmap() else { return UIImage() }
      return UIImage(pixmap: pixels, scale: scale)
    }
  }

#endif
