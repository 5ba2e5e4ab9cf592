import Foundation
import TesseraGeometry
import TesseraRaster
import TesseraText

/// One of peerbench's reference scenes (`scene.json`), as plain drawing operations.
struct ReferenceScene {
  enum Op {
    case shadow(rect: Rect, radius: Double, color: Color, dx: Double, dy: Double, sigma: Double)
    case rrect(rect: Rect, radius: Double, color: Color)
    case circle(center: Point, radius: Double, color: Color)
    case strokeRRect(rect: Rect, radius: Double, width: Double, color: Color)
    case rect(rect: Rect, color: Color)
    case text(TextOp)
    case icon(IconOp)
  }

  struct TextOp {
    var text: String
    var weight: Int
    var size: Double
    var color: Color
    var x: Double
    var top: Double
    var lineHeight: Double
    var centeredIn: Double?
    var wrapWidth: Double?
  }

  struct IconOp {
    var scalar: Unicode.Scalar
    var size: Double
    var color: Color
    var center: Point
  }

  struct LoadError: Error, CustomStringConvertible {
    let description: String
  }

  let name: String
  let width: Double
  let height: Double
  let scale: Double
  let background: Color
  private(set) var ops: [Op]

  /// Drops the text and icon operations (to measure what text costs).
  mutating func removeText() {
    ops = ops.filter { op in
      switch op {
      case .text, .icon: return false
      default: return true
      }
    }
  }

  var pixelWidth: Int { Int((width * scale).rounded()) }
  var pixelHeight: Int { Int((height * scale).rounded()) }

  /// Loads every scene of a peerbench `scene.json`.
  static func load(path: String) throws -> [ReferenceScene] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw LoadError(description: "\(path): cannot read the scene file")
    }
    let parsed: Any
    do {
      parsed = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw LoadError(
        description:
          "\(path): not a JSON file (\((error as NSError).userInfo["NSDebugDescription"] ?? error))")
    }
    guard let root = parsed as? [String: Any], let scenes = root["scenes"] as? [String: Any] else {
      throw LoadError(description: "\(path): no \"scenes\" object")
    }
    return try scenes.keys.sorted().map { name in
      guard let s = scenes[name] as? [String: Any] else {
        throw LoadError(description: "\(path): scene \(name) is not an object")
      }
      return try ReferenceScene(name: name, json: s, path: path)
    }
  }

  init(name: String, json s: [String: Any], path: String) throws {
    func num(_ o: [String: Any], _ k: String) throws -> Double {
      guard let v = o[k] as? Double ?? (o[k] as? Int).map(Double.init) else {
        throw LoadError(description: "\(path): scene \(name): missing number \"\(k)\"")
      }
      return v
    }
    func color(_ o: [String: Any]) throws -> Color {
      guard let c = o["color"] as? [String: Any], let hex = c["hex"] as? String, let base = Color(hex: hex)
      else {
        throw LoadError(description: "\(path): scene \(name): bad color")
      }
      return base.opacity((c["alpha"] as? Double) ?? 1)
    }
    self.name = name
    width = try num(s, "width")
    height = try num(s, "height")
    scale = try num(s, "scale")
    guard let bg = s["background"] as? String, let bgc = Color(hex: bg) else {
      throw LoadError(description: "\(path): scene \(name): bad background")
    }
    background = bgc
    guard let list = s["ops"] as? [[String: Any]] else {
      throw LoadError(description: "\(path): scene \(name): no ops")
    }
    ops = try list.map { o in
      let kind = o["op"] as? String ?? ""
      func rect() throws -> Rect {
        Rect(x: try num(o, "x"), y: try num(o, "y"), width: try num(o, "w"), height: try num(o, "h"))
      }
      switch kind {
      case "Shadow":
        return .shadow(
          rect: try rect(), radius: try num(o, "r"), color: try color(o), dx: try num(o, "dx"),
          dy: try num(o, "dy"), sigma: try num(o, "sigma"))
      case "RRect": return .rrect(rect: try rect(), radius: try num(o, "r"), color: try color(o))
      case "Circle":
        return .circle(
          center: Point(x: try num(o, "cx"), y: try num(o, "cy")), radius: try num(o, "r"),
          color: try color(o))
      case "StrokeRRect":
        return .strokeRRect(
          rect: try rect(), radius: try num(o, "r"), width: try num(o, "width"), color: try color(o))
      case "Rect": return .rect(rect: try rect(), color: try color(o))
      case "Text":
        guard let text = o["text"] as? String, let font = o["font"] as? [String: Any] else {
          throw LoadError(description: "\(path): scene \(name): Text without text or font")
        }
        return .text(
          TextOp(
            text: text, weight: try Int(num(font, "weight")), size: try num(o, "size"), color: try color(o),
            x: try num(o, "x"), top: try num(o, "top"), lineHeight: try num(o, "line_height"),
            centeredIn: (o["align"] as? String) == "center" ? try num(o, "box_w") : nil,
            wrapWidth: (o["wrap_w"] as? Double) ?? (o["wrap_w"] as? Int).map(Double.init)))
      case "Icon":
        guard let code = (o["char"] as? String)?.dropFirst(2), let v = UInt32(code, radix: 16),
          let scalar = Unicode.Scalar(v)
        else { throw LoadError(description: "\(path): scene \(name): Icon without a U+XXXX char") }
        return .icon(
          IconOp(
            scalar: scalar, size: try num(o, "size"), color: try color(o),
            center: Point(x: try num(o, "cx"), y: try num(o, "cy"))))
      default: throw LoadError(description: "\(path): scene \(name): unknown op \"\(kind)\"")
      }
    }
  }

  /// Draws the scene onto a canvas of `pixelWidth × pixelHeight` (or of any size, for the 1x1
  /// overhead measurement). Text is laid out anew on every call: shaping, line breaking and
  /// glyph placement are part of the frame.
  func draw(on canvas: inout Canvas, fonts: FontLibrary) throws {
    canvas.transform = AffineTransform(scaleX: scale, y: scale)
    for op in ops {
      switch op {
      case .shadow(let r, let radius, let color, let dx, let dy, let sigma):
        canvas.drawShadow(
          roundedRect: r, radii: CornerRadii(all: radius),
          shadow: Shadow(color: color, offset: Point(x: dx, y: dy), blurRadius: 2 * sigma))
      case .rrect(let r, let radius, let color):
        canvas.fill(Path(roundedRect: r, cornerRadius: radius), with: Paint(color))
      case .circle(let c, let radius, let color):
        canvas.fill(Path(circleCenter: c, radius: radius), with: Paint(color))
      case .strokeRRect(let r, let radius, let w, let color):
        // Stroke inside the rectangle, as CSS borders and SwiftUI's strokeBorder.
        let inner = r.insetBy(dx: w / 2, dy: w / 2)
        canvas.stroke(
          Path(roundedRect: inner, cornerRadius: max(0, radius - w / 2)), with: Paint(color),
          style: StrokeStyle(lineWidth: w))
      case .rect(let r, let color):
        canvas.fill(r, with: Paint(color))
      case .text(let t):
        let style = TextStyle(size: t.size, weight: FontWeight(t.weight), lineHeight: t.lineHeight)
        let layout = try TextLayout(text: t.text, style: style, maxWidth: t.wrapWidth, library: fonts)
        var x = t.x
        if let box = t.centeredIn { x += (box - layout.size.width) / 2 }
        canvas.draw(layout, at: Point(x: x, y: t.top), color: t.color)
      case .icon(let icon):
        // Centered on its em box (the icon font's ascent is 1 em, its descent 0).
        let style = TextStyle(family: fonts.iconFamily, size: icon.size, lineHeight: icon.size)
        let layout = try TextLayout(text: String(Character(icon.scalar)), style: style, library: fonts)
        canvas.draw(
          layout, at: Point(x: icon.center.x - layout.size.width / 2, y: icon.center.y - icon.size / 2),
          color: icon.color)
      }
    }
  }

  /// Renders the scene into a new pixmap.
  func render(fonts: FontLibrary) throws -> Pixmap {
    var canvas = try Canvas(width: pixelWidth, height: pixelHeight, background: background)
    try draw(on: &canvas, fonts: fonts)
    return canvas.pixmap
  }
}
