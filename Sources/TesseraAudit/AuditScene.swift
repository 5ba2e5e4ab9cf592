import TesseraDisplayList
import TesseraGeometry
import TesseraRaster
import TesseraText

/// A display list flattened for auditing: every accessibility record with its parent and its
/// frame in image coordinates, every text and stroke with the record it belongs to, the clip and
/// opacity in force. Built in one pass over the list.
struct AuditScene {
  /// One accessibility record.
  struct Node {
    var record: AccessibilityRecord
    /// The record's frame in the image's coordinates, in points.
    var frame: Rect
    /// The enclosing record, if any.
    var parent: Int?
    /// The clip in force, in image coordinates; nil for none.
    var clip: Rect?
    /// Whether this record or an enclosing one is hidden from accessibility.
    var isHidden: Bool
    /// The transform from the list's coordinates where the record was drawn to the image's.
    var transform: AffineTransform = .identity
    /// How many records enclose this one.
    var depth: Int
    /// One past the index of this record's last descendant: the records drawn inside it are
    /// exactly those from `index + 1` to here.
    var end: Int = 0
    /// The innermost control enclosing this record, itself included.
    var control: Int?
    /// The innermost record of kind "text" enclosing this record, itself included.
    var text: Int?
    /// Whether this record or an enclosing one is an image or a glyph icon (its text is a glyph).
    var inGraphic: Bool
    /// Whether this record or an enclosing one is a disabled control.
    var inDisabled: Bool
  }

  /// One drawn paragraph (or glyph icon).
  struct TextItem {
    var layout: TextLayout
    /// The paragraph's top-left corner in list coordinates, and the transform to the image's.
    var origin: Point
    var transform: AffineTransform
    var color: Color
    /// The product of the enclosing groups' opacities.
    var opacity: Double
    /// The innermost record this text is drawn in.
    var node: Int?
    /// The clip in force, in image coordinates; nil for none.
    var clip: Rect?

    /// The ink of each line: from the line's left edge to its width, from about the cap height
    /// above the baseline to the descender below, in image coordinates.
    var lineRects: [Rect] {
      layout.lines.compactMap { line -> Rect? in
        guard line.width > 0 else { return nil }
        let size = layout.fontSize
        let r = Rect(
          x: origin.x + line.x, y: origin.y + line.baseline - size * 0.74, width: line.width,
          height: size * 0.96)
        return r.mapped(by: transform)
      }
    }

    /// The union of ``lineRects``, or nil for an empty paragraph.
    var inkRect: Rect? { lineRects.dropFirst().reduce(lineRects.first) { $0?.union($1) } }
  }

  /// One stroked path drawn in a solid color.
  struct StrokeItem {
    var bounds: Rect
    var color: Color
    var opacity: Double
    var node: Int?
  }

  var size: Size
  var nodes: [Node] = []
  var texts: [TextItem] = []
  var strokes: [StrokeItem] = []
  /// The deepest nesting walked; records nested deeper than ``maximumDepth`` are walked as items only.
  static let maximumDepth = 4096

  init(_ list: DisplayList) {
    size = list.size
    walk(list.items, transform: .identity, clip: nil, opacity: 1, parent: nil, depth: 0)
  }

  private mutating func walk(
    _ items: [DisplayItem], transform: AffineTransform, clip: Rect?, opacity: Double, parent: Int?, depth: Int
  ) {
    var open: [(node: Int, end: Int)] = []
    defer { for o in open { nodes[o.node].end = nodes.count } }
    for (i, item) in items.enumerated() {
      while let last = open.last, i >= last.end {
        nodes[last.node].end = nodes.count
        open.removeLast()
      }
      let current = open.last?.node ?? parent
      switch item {
      case .accessibility(let r):
        let p = current.map { nodes[$0] }
        let k = nodes.count
        nodes.append(
          Node(
            record: r, frame: r.frame.mapped(by: transform), parent: current, clip: clip,
            isHidden: r.isHidden == true || (p?.isHidden ?? false), transform: transform,
            depth: (p?.depth ?? 0) + 1, end: k + 1,
            control: r.isControl ? k : p?.control, text: r.kind == .text ? k : p?.text,
            inGraphic: r.kind == .image || r.kind == .icon || (p?.inGraphic ?? false),
            inDisabled: r.isEnabled == false || (p?.inDisabled ?? false)))
        open.append((k, i + 1 + max(0, r.itemCount)))
      case .text(let layout, let origin, let color):
        texts.append(
          TextItem(
            layout: layout, origin: origin, transform: transform, color: color, opacity: opacity,
            node: current,
            clip: clip))
      case .stroke(let path, let paint, _):
        if case .solid(let c) = paint.shader {
          strokes.append(
            StrokeItem(
              bounds: path.bounds.mapped(by: transform), color: c, opacity: opacity * paint.opacity,
              node: current))
        }
      case .group(let g):
        guard depth < AuditScene.maximumDepth else { continue }
        let t = g.transform.concatenating(transform)
        var c = clip
        if let path = g.clip {
          let r = path.bounds.mapped(by: t)
          c = c.map { $0.intersection(r) ?? Rect(origin: r.origin, size: .zero) } ?? r
        }
        walk(g.items, transform: t, clip: c, opacity: opacity * g.opacity, parent: current, depth: depth + 1)
      case .fill, .shadow, .roundedRectShadow, .image:
        continue
      }
    }
  }

  /// The records enclosing `node`, outermost first, `node` included.
  func chain(_ node: Int?) -> [Int] {
    var out: [Int] = []
    var n = node
    while let k = n {
      out.append(k)
      n = nodes[k].parent
    }
    return out.reversed()
  }

  /// Whether `inner` is `outer` or drawn inside it.
  func isInside(_ inner: Int?, _ outer: Int) -> Bool {
    guard let k = inner else { return false }
    return k >= outer && k < nodes[outer].end
  }

  /// The innermost control enclosing `node` (itself included).
  func control(of node: Int?) -> Int? { node.flatMap { nodes[$0].control } }

  /// The innermost record of kind "text" enclosing `node`.
  func textRecord(of node: Int?) -> Int? { node.flatMap { nodes[$0].text } }

  /// A path naming a record and those around it: `button "Sign in" › text "Sign in"`. Records
  /// that say nothing (modifiers without a label) are left out.
  func path(_ node: Int?) -> String {
    let parts = chain(node).compactMap { nodes[$0].record.pathComponent }
    return parts.isEmpty ? "root" : parts.joined(separator: " › ")
  }

  /// The suppression of `kind` in force for `node` (its own or an enclosing record's).
  func suppression(of kind: AuditKind, for node: Int?) -> String? {
    for k in chain(node).reversed() {
      if let s = nodes[k].record.auditSuppressions.first(where: { $0.kind == kind || $0.kind == nil }) {
        return s.reason
      }
    }
    return nil
  }
}

extension AccessibilityRecord {
  /// Control kinds a person taps or types into.
  /// Whether the record is a control (one of ``interactiveKinds``, or a view given the button or
  /// link trait).
  var isControl: Bool {
    if kind?.isInteractive == true { return true }
    return controlID != nil || !addedTraits.isDisjoint(with: [.button, .link])
  }

  /// How the record appears in a finding's path; nil for a record that says nothing.
  var pathComponent: String? {
    var s: String
    if let k = kind, k != .icon {
      s = k.name
    } else if identifier != nil || label != nil {
      s = "element"
    } else {
      return nil
    }
    if let id = identifier { s += " #\(id)" }
    if let l = label, !l.isEmpty {
      s += " \(String(l.prefix(40)).debugDescription)"
    } else if let n = imageName {
      s += " \(n.debugDescription)"
    }
    return s
  }
}

extension Rect {
  /// The bounding box of the rectangle under `t`.
  func mapped(by t: AffineTransform) -> Rect {
    if t.isIdentity { return self }
    let corners = [
      t.apply(Point(x: minX, y: minY)), t.apply(Point(x: maxX, y: minY)), t.apply(Point(x: minX, y: maxY)),
      t.apply(Point(x: maxX, y: maxY)),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min() ?? 0
    let y0 = ys.min() ?? 0
    return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
  }

  /// The area, in square points (0 for an invalid rectangle).
  var area: Double { width > 0 && height > 0 ? width * height : 0 }
}
