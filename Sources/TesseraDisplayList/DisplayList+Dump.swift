import TesseraGeometry
import TesseraRaster
import TesseraText

extension DisplayList {
  /// A stable, indented text form, one item per line: the kind, its bounds and its paint.
  /// Numbers are rounded to 4 decimals, so dumps compare across machines.
  public var dump: String {
    var lines = ["size \(size)"]
    DisplayList.dump(items, indent: "", into: &lines)
    return lines.joined(separator: "\n")
  }

  static func describe(_ paint: Paint) -> String {
    var s: String
    switch paint.shader {
    case .solid(let c): s = c.description
    case .linearGradient(let g):
      s =
        "linear(\(g.startPoint)→\(g.endPoint) \(g.gradient.stops.map { "\($0.color)@\($0.location.compactDescription)" }.joined(separator: " ")))"
    case .radialGradient(let g):
      s =
        "radial(\(g.center) r\(g.startRadius.compactDescription)…\(g.endRadius.compactDescription) \(g.gradient.stops.map { "\($0.color)@\($0.location.compactDescription)" }.joined(separator: " ")))"
    case .angularGradient(let g):
      s =
        "angular(\(g.center) \(g.startAngle.compactDescription)…\(g.endAngle.compactDescription)rad \(g.gradient.stops.map { "\($0.color)@\($0.location.compactDescription)" }.joined(separator: " ")))"
    case .ellipticalGradient(let g):
      s =
        "elliptical(\(g.center) \(g.radiusX.compactDescription)x\(g.radiusY.compactDescription) \(g.startFraction.compactDescription)…\(g.endFraction.compactDescription) \(g.gradient.stops.map { "\($0.color)@\($0.location.compactDescription)" }.joined(separator: " ")))"
    case .imagePattern(let p):
      s = "image(\(p.image.width)x\(p.image.height)px \(p.transform) \(p.filter.rawValue))"
    }
    if paint.opacity != 1 { s += " opacity \(paint.opacity.compactDescription)" }
    return s
  }

  static func describe(_ s: Shadow) -> String {
    "\(s.color) offset \(s.offset) blur \(s.blurRadius.compactDescription)"
      + (s.spread != 0 ? " spread \(s.spread.compactDescription)" : "") + (s.isInner ? " inner" : "")
  }

  static func dump(_ items: [DisplayItem], indent: String, into lines: inout [String]) {
    for item in items {
      switch item {
      case .fill(let path, let paint, let rule):
        lines.append(indent + "fill \(path.bounds) \(describe(paint))" + (rule == .evenOdd ? " evenOdd" : ""))
      case .stroke(let path, let paint, let style):
        lines.append(
          indent + "stroke \(path.bounds) \(describe(paint)) width \(style.lineWidth.compactDescription)")
      case .shadow(let path, let shadow):
        lines.append(indent + "shadow \(path.bounds) \(describe(shadow))")
      case .roundedRectShadow(let rect, let radii, let shadow):
        lines.append(
          indent + "shadow \(rect) r\(radii.topLeading.compactDescription) \(describe(shadow))")
      case .text(let layout, let origin, let color):
        let text = layout.lines.count == 1 ? "1 line" : "\(layout.lines.count) lines"
        lines.append(
          indent
            + "text \(Rect(origin: origin, size: layout.size)) \(text) \(layout.faces[0].family) \(layout.fontSize.compactDescription)pt \(color)"
            + (layout.isTruncated ? " truncated" : ""))
      case .image(let image, let rect, let filter, let opacity):
        lines.append(
          indent + "image \(image.width)x\(image.height) in \(rect) \(filter.rawValue)"
            + (opacity != 1 ? " opacity \(opacity.compactDescription)" : ""))
      case .accessibility(let r):
        var line = indent + "accessibility \(r.frame)"
        if let k = r.kind { line += " \(k)" }
        if let n = r.imageName { line += " image \(n.debugDescription)" }
        if r.isEnabled == false { line += " disabled" }
        if let l = r.label { line += " label \(l.debugDescription)" }
        if let v = r.value { line += " value \(v.debugDescription)" }
        if let h = r.hint { line += " hint \(h.debugDescription)" }
        if let i = r.identifier { line += " id \(i.debugDescription)" }
        if !r.addedTraits.isEmpty { line += " +[\(r.addedTraits)]" }
        if !r.removedTraits.isEmpty { line += " -[\(r.removedTraits)]" }
        if let hidden = r.isHidden { line += hidden ? " hidden" : " shown" }
        if let p = r.sortPriority { line += " priority \(p.compactDescription)" }
        if let c = r.children { line += " children \(c.rawValue)" }
        for s in r.auditSuppressions { line += " ignores \(s.kind?.name ?? "all")" }
        if r.itemCount > 0 { line += " items \(r.itemCount)" }
        lines.append(line)
      case .group(let g):
        var head = indent + "group"
        if let clip = g.clip { head += " clip \(clip.bounds)" }
        if g.opacity != 1 { head += " opacity \(g.opacity.compactDescription)" }
        if !g.transform.isIdentity { head += " transform \(g.transform)" }
        if let m = g.colorMatrix { head += " filter \(m)" }
        if g.blur > 0 { head += " blur \(g.blur.compactDescription)" }
        if g.blendMode != .normal { head += " blend \(g.blendMode.rawValue)" }
        if g.isolated { head += " isolated" }
        if g.backdropBlur > 0 { head += " backdrop blur \(g.backdropBlur.compactDescription)" }
        if g.backdropBlur > 0, g.backdropSaturation != 1 {
          head += " saturation \(g.backdropSaturation.compactDescription)"
        }
        lines.append(head)
        dump(g.items, indent: indent + "  ", into: &lines)
        if let mask = g.mask {
          lines.append(indent + "  mask")
          dump(mask, indent: indent + "    ", into: &lines)
        }
      }
    }
  }
}
