import TesseraDisplayList
import TesseraGeometry

/// The accessibility elements of a rendered view in the order VoiceOver reads them: the text
/// record stored beside each image snapshot and diffed with it.
///
/// Elements come from the display list's accessibility records. A control (button, toggle,
/// field…), a view with its own label, or an `accessibilityElement(children: .combine/.ignore)`
/// is one element and speaks for everything drawn in it (its label is the texts inside, joined,
/// when it has none of its own); `.contain` keeps its children separate; any other text or
/// image is an element of its own; hidden views and glyph icons are left out. Reading order is
/// by `accessibilitySortPriority` (higher first), then row by row from the top, leading edge
/// first in each row (right to left for a right-to-left layout).
public struct AccessibilityTree: Hashable, Sendable {
  /// The elements, in reading order.
  public var elements: [AccessibilityElement]
  /// The size of the view, in points.
  public var size: Size

  /// The tree of a display list.
  /// - Parameters:
  ///   - list: The display list, with its accessibility records.
  ///   - rightToLeft: Whether rows read right to left. Default false.
  public init(_ list: DisplayList, rightToLeft: Bool = false) {
    self.init(scene: AuditScene(list), rightToLeft: rightToLeft)
  }

  init(scene: AuditScene, rightToLeft: Bool) {
    size = scene.size
    var made: [(element: AccessibilityElement, priority: Double, order: Int)] = []
    // The element each record belongs to (itself or an ancestor), -1 for none.
    var owner = [Int](repeating: -1, count: scene.nodes.count)
    for k in scene.nodes.indices {
      let n = scene.nodes[k]
      if let p = n.parent, owner[p] >= 0 {
        owner[k] = owner[p]
        continue
      }
      guard !n.isHidden, n.record.kind != .icon else { continue }
      let r = n.record
      let combines = r.children == .combine || r.children == .ignore
      let speaks =
        r.isControl || combines || r.kind == .text || r.kind == .image || !(r.label ?? "").isEmpty
      guard speaks, r.children != .contain else { continue }
      owner[k] = k
    }
    // Modifiers on a view that is not an element themselves (traits, an identifier, a hint…)
    // belong to the one element drawn inside it.
    var inherited: [Int: [Int]] = [:]
    for m in scene.nodes.indices where owner[m] == -1 && !scene.nodes[m].isHidden {
      let r = scene.nodes[m].record
      guard r.kind == nil, r.children == nil, (r.label ?? "").isEmpty else { continue }
      let inner = ((m + 1)..<scene.nodes[m].end).filter { k in owner[k] == k }
      if inner.count == 1 { inherited[inner[0], default: []].append(m) }
    }
    for k in scene.nodes.indices where owner[k] == k {
      var r = scene.nodes[k].record
      for m in (inherited[k] ?? []).reversed() {
        let outer = scene.nodes[m].record
        r.addedTraits.formUnion(outer.addedTraits)
        r.removedTraits.formUnion(outer.removedTraits)
        r.identifier = r.identifier ?? outer.identifier
        r.hint = r.hint ?? outer.hint
        r.value = r.value ?? outer.value
        r.sortPriority = r.sortPriority ?? outer.sortPriority
      }
      var label = r.label ?? ""
      if label.isEmpty {
        // The texts inside, joined.
        let inner = ((k + 1)..<scene.nodes[k].end).filter { j in
          owner[j] == k && !scene.nodes[j].isHidden && scene.nodes[j].record.kind == .text
        }
        label = inner.compactMap { scene.nodes[$0].record.label }.filter { !$0.isEmpty }.joined(
          separator: ", ")
      }
      if label.isEmpty, r.kind == .image { label = r.imageName ?? "" }
      var traits = r.addedTraits.subtracting(r.removedTraits)
      var role = r.kind?.name ?? "element"
      if r.kind == nil || r.kind == .text {
        if traits.contains(.header) {
          role = "heading"
        } else if traits.contains(.button) {
          role = "button"
        } else if traits.contains(.link) {
          role = "link"
        } else if traits.contains(.image) {
          role = "image"
        }
      }
      let implied: [String: AccessibilityTraitSet] = [
        "button": .button, "link": .link, "image": .image, "heading": .header, "toggle": .toggle,
        "text": .staticText, "text field": .textField, "secure field": .textField,
      ]
      traits.subtract(implied[role] ?? [])
      guard !(label.isEmpty && r.kind == .text) else { continue }
      let element = AccessibilityElement(
        role: role, label: label, value: (r.value ?? "").isEmpty ? nil : r.value, hint: r.hint,
        traits: traits, identifier: r.identifier,
        frame: scene.nodes[k].frame, isEnabled: r.isEnabled)
      made.append((element, r.sortPriority ?? 0, made.count))
    }
    elements = AccessibilityTree.readingOrder(made, rightToLeft: rightToLeft)
  }

  /// Orders elements: priority first, then rows from the top; an element joins a row when its
  /// vertical center lies within the row's first element.
  static func readingOrder(
    _ items: [(element: AccessibilityElement, priority: Double, order: Int)], rightToLeft: Bool
  ) -> [AccessibilityElement] {
    let byPriority = Dictionary(grouping: items, by: { $0.priority }).sorted { $0.key > $1.key }
    var out: [AccessibilityElement] = []
    for (_, group) in byPriority {
      let sorted = group.sorted {
        $0.element.frame.minY != $1.element.frame.minY
          ? $0.element.frame.minY < $1.element.frame.minY : $0.order < $1.order
      }
      var rows: [[(element: AccessibilityElement, priority: Double, order: Int)]] = []
      for item in sorted {
        if let first = rows.last?.first,
          item.element.frame.midY >= first.element.frame.minY,
          item.element.frame.midY < first.element.frame.maxY
        {
          rows[rows.count - 1].append(item)
        } else {
          rows.append([item])
        }
      }
      for row in rows {
        let ordered = row.sorted { a, b in
          if a.element.frame.minX == b.element.frame.minX { return a.order < b.order }
          return rightToLeft
            ? a.element.frame.maxX > b.element.frame.maxX : a.element.frame.minX < b.element.frame.minX
        }
        out += ordered.map(\.element)
      }
    }
    return out
  }

  /// The text record: a header line with the size, then one numbered line per element.
  public var text: String {
    var lines = [
      "accessibility \(size.sizeDescription), \(elements.count) element\(elements.count == 1 ? "" : "s")"
    ]
    for (i, e) in elements.enumerated() { lines.append("\(i + 1). \(e.line)") }
    return lines.joined(separator: "\n") + "\n"
  }
}
