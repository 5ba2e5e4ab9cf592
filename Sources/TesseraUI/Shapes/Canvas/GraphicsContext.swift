import Foundation
import TesseraDisplayList
import TesseraGeometry
import TesseraRaster

/// What a ``Canvas`` draws into, as SwiftUI's `GraphicsContext`: fill and stroke paths, draw
/// text, images and symbols, under a transform, clips, an opacity, a blend mode and filters.
///
/// Coordinates are points with the origin at the canvas's top-left corner, y down. Each drawing
/// operation is recorded with the state of the context at that moment; changing the state later
/// does not change what was drawn. ``drawLayer(content:)`` draws into a new transparency layer
/// that is then composited as one.
public struct GraphicsContext {
  /// The items drawn so far (shared by copies of a context, as SwiftUI's contexts share their
  /// destination).
  final class Recording {
    var items: [DisplayItem] = []
  }

  let recording: Recording
  let resolveContext: ResolveContext
  let symbols: [AnyHashable: [LayoutNode]]
  /// Local → canvas coordinates.
  var matrix = AffineTransform.identity
  /// Clip paths in canvas coordinates, each intersected with the ones before.
  var clips: [Path] = []
  /// Filters applied to every drawing operation after them, in order.
  var filters: [Filter] = []

  /// The opacity of what is drawn next, 0...1. Default 1.
  public var opacity: Double = 1
  /// How what is drawn next combines with what is below it. Default `.normal`.
  public var blendMode: BlendMode = .normal

  init(recording: Recording, resolveContext: ResolveContext, symbols: [AnyHashable: [LayoutNode]]) {
    self.recording = recording
    self.resolveContext = resolveContext
    self.symbols = symbols
  }

  /// The environment of the canvas.
  public var environment: EnvironmentValues { resolveContext.environment }

  /// The current transform: local coordinates to the canvas's.
  public var transform: CGAffineTransform {
    get {
      let m = matrix
      return CGAffineTransform(
        a: CGFloat(m.a), b: CGFloat(m.b), c: CGFloat(m.c), d: CGFloat(m.d), tx: CGFloat(m.tx),
        ty: CGFloat(m.ty))
    }
    set { matrix = AffineTransform(newValue) }
  }

  /// Moves the origin by (`x`, `y`) in the current coordinates.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    matrix = matrix.translatedBy(x: Double(x), y: Double(y))
  }

  /// Scales the current coordinates by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    matrix = matrix.scaledBy(x: Double(x), y: Double(y))
  }

  /// Rotates the current coordinates by `angle` (clockwise on screen for a positive angle, as
  /// y points down).
  public mutating func rotate(by angle: Angle) {
    let (s, c) = Trig.sinCos(turns: angle.degrees / 360)
    matrix = AffineTransform(rotationCosine: c, sine: s).concatenating(matrix)
  }

  /// Applies `transform` before the current one.
  public mutating func concatenate(_ transform: CGAffineTransform) {
    matrix = AffineTransform(transform).concatenating(matrix)
  }

  /// Options of ``clip(to:style:options:)``.
  public struct ClipOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to the outside of the path instead (not drawn here: a warning, and no clip).
    public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
  }

  /// Narrows what later drawing can reach to the inside of `path` (in current coordinates).
  /// An inverse clip or the even-odd rule is not supported: a warning, and the path is
  /// intersected as drawn with the nonzero rule (inverse: no clip).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    if options.contains(.inverse) {
      Diagnostics.warnOnThisThread(
        "GraphicsContext.clip(to:options: .inverse) is not drawn; the clip is left as it was")
      return
    }
    if style.isEOFilled {
      Diagnostics.warnOnThisThread(
        "GraphicsContext.clip(to:style:) with the even-odd rule clips with the nonzero rule")
    }
    clips.append(path.applying(matrix))
  }

  /// The bounds of the current clip in current coordinates (the canvas's bounds when nothing is
  /// clipped further; `.null` when the transform cannot be inverted).
  public var clipBoundingRect: CGRect {
    var bounds = canvasBounds
    for clip in clips { bounds = bounds.intersection(clip.bounds) ?? Rect(x: 0, y: 0, width: 0, height: 0) }
    guard let inverse = matrix.inverted() else { return .null }
    let r = Path(bounds).applying(inverse).bounds
    return CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height)
  }

  /// The canvas's own bounds, in canvas coordinates.
  var canvasBounds = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Fills `path` (current coordinates) with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let paint = shading.paint(for: path.bounds, in: self)
    record([.fill(path: path, paint: paint, fillRule: style.isEOFilled ? .evenOdd : .nonZero)])
  }

  /// Strokes `path` with `shading` and a stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let paint = shading.paint(for: path.bounds, in: self)
    record([.stroke(path: path, paint: paint, style: style)])
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide. Default 1.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: Double(lineWidth)))
  }

  /// Draws into a new transparency layer, composited as one with this context's opacity, blend
  /// mode and filters when `content` returns. The layer's context starts with this one's
  /// transform and clips.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = GraphicsContext(recording: Recording(), resolveContext: resolveContext, symbols: symbols)
    layer.matrix = matrix
    layer.clips = clips
    layer.canvasBounds = canvasBounds
    try content(&layer)
    guard !layer.recording.items.isEmpty else { return }
    var group = DisplayGroup(items: layer.recording.items)
    group.isolated = true
    record([.group(group)], transformed: false)
  }

  /// Records `items` (current coordinates, unless `transformed` is false: canvas coordinates)
  /// under the context's filters, opacity, blend mode and clips.
  func record(_ items: [DisplayItem], transformed: Bool = true) {
    guard !items.isEmpty else { return }
    var out =
      transformed && matrix != .identity
      ? [DisplayItem.group(DisplayGroup(items: items, transform: matrix))] : items
    for filter in filters {
      out = [.group(filter.group(out, in: environment))]
    }
    let op = opacity.isFinite ? min(1, max(0, opacity)) : 0
    if op < 1 || blendMode != .normal {
      var g = DisplayGroup(items: out, opacity: op)
      g.blendMode = blendMode.raster
      out = [.group(g)]
    }
    for clip in clips.reversed() {
      out = [.group(DisplayGroup(items: out, clip: clip))]
    }
    recording.items.append(contentsOf: out)
  }
}
