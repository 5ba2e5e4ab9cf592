import Foundation

/// The space a view prefers on each edge between it and its neighbours, as SwiftUI's
/// `ViewSpacing`: a stack with no explicit spacing puts between two views the distance their
/// facing preferences agree on.
///
/// Status: the model of SwiftUI's spacing preferences (iOS 17 and later) for text and other views.
/// A preference is kept per edge and per kind of neighbour it applies to:
/// - a view that is not text (a shape, a control, a frame with a height) has no preference
///   towards other such views, so two of them are 8 points apart (the default), but a zero
///   distance "towards text" on each edge;
/// - text prefers, above it, room for a tenth of its line height plus its line height less its
///   ascender (4.6 pt for 12-point SF text) next to a view that is not text, and below it the
///   larger of that line less its cap height and a tenth plus its descender (10.6 pt for 17-point
///   text); towards other text the font's leading (text-style fonts carry their style's, so two
///   stacked body texts sit about where two lines of a paragraph would);
/// - a spacer prefers nothing along its axis (views touch a `Spacer(minLength: 0)`);
/// - a frame that sets a height, or padding on an edge, makes the view "not text" on those
///   edges; other modifiers pass the view's preferences on; a stack takes its first and last
///   views' preferences on its ends and every view's across its axis.
/// - a symbol image touches text above and below it and keeps its baseline's offset from its
///   bottom from other views (other images are plain views).
/// What it leaves out: baseline-to-baseline spacing between texts and symbols (never larger than
/// the distances above).
nonisolated public struct ViewSpacing: Sendable, Equatable {
  /// The kind of neighbour a preference applies to.
  enum Category: UInt8, Sendable {
    /// Between two texts.
    case textToText
    /// A view's bottom edge above text (text's top edge says how much).
    case edgeAboveText
    /// A view's top edge below text (text's bottom edge says how much).
    case edgeBelowText
    /// A view's leading edge after text, along a row.
    case edgeAfterText
    /// A view's trailing edge before text, along a row.
    case edgeBeforeText
  }

  /// A text's vertical metrics, in points, for the spacing between two texts.
  struct TextMetrics: Sendable, Equatable {
    /// The font's ascender above the baseline.
    var ascend: Double
    /// The font's descender below the baseline (positive).
    var descend: Double
    /// The font's leading: the space between two of its lines beyond ascender and descender.
    var leading: Double
    /// The size of a device pixel in points, which the distance is rounded up to.
    var pixelLength: Double

    var lineSpacing: Double { ascend + descend + leading }
  }

  /// One preference's value.
  enum Value: Sendable, Equatable {
    /// A distance in points.
    case distance(Double)
    /// Text above its neighbour.
    case topText(TextMetrics)
    /// Text below its neighbour.
    case bottomText(TextMetrics)

    /// The ordering used when two preferences for the same edge and kind meet (the larger wins).
    fileprivate static func isLess(_ a: Value, _ b: Value) -> Bool {
      switch (a, b) {
      case (.distance(let x), .distance(let y)): return x < y
      case (.distance, _): return true
      case (.topText(let x), .topText(let y)): return x.lineSpacing < y.lineSpacing
      case (.topText, .bottomText): return true
      case (.topText, .distance): return false
      case (.bottomText(let x), .bottomText(let y)): return x.lineSpacing < y.lineSpacing
      case (.bottomText, _): return false
      }
    }

    /// The distance between a view with this preference and one with `other` facing it, or nil
    /// when the pair says nothing (two texts' metrics on the same side).
    fileprivate func distance(to other: Value) -> Double? {
      switch (self, other) {
      case (.distance(let a), .distance(let b)): return a + b
      case (.distance(let a), _): return a
      case (_, .distance(let b)): return b
      case (.topText(let top), .bottomText(let bottom)), (.bottomText(let bottom), .topText(let top)):
        return ViewSpacing.textSpacing(top: top, bottom: bottom)
      case (.topText, .topText), (.bottomText, .bottomText): return nil
      }
    }
  }

  /// One preference: an edge, the kind of neighbour (nil: any), the value.
  struct Entry: Sendable, Equatable {
    var category: Category?
    var edge: Edge
    var value: Value
  }

  /// The preferences, at most one per edge and kind.
  private(set) var entries: [Entry]

  init(entries: [Entry]) { self.entries = entries }

  /// No spacing on any edge: a view that touches its neighbours.
  public static let zero = ViewSpacing(
    entries: Edge.allCases.map { Entry(category: nil, edge: $0, value: .distance(0)) })

  /// The default spacing of a view that is not text: 8 points from other such views (the
  /// stack's default), and text's own preference next to text.
  public init() {
    self.init(entries: Self.notText(on: .all))
  }

  /// A view that touches its neighbours along `axis` (a spacer's preference), with no preference
  /// across it.
  static func zero(along axis: Axis) -> ViewSpacing {
    let edges: [Edge] = axis == .vertical ? [.top, .bottom] : [.leading, .trailing]
    return ViewSpacing(entries: edges.map { Entry(category: nil, edge: $0, value: .distance(0)) })
  }

  /// The preferences of text: `ascender`, `descender`, `capHeight` and `leading` of its largest
  /// font, in points, drawn on a device whose pixels are `pixelLength` points.
  static func text(
    ascender: Double, descender: Double, capHeight: Double, leading: Double, pixelLength: Double
  ) -> ViewSpacing {
    let lineHeight = ascender + descender
    let pixel = pixelLength > 0 && pixelLength.isFinite ? pixelLength : 1
    // A tenth of the line, rounded up to a whole pixel, is the space text keeps from other views.
    let textSpacing = roundUp(lineHeight * 0.1, to: pixel)
    let lineWithSpacing = lineHeight + textSpacing
    let metrics = TextMetrics(ascend: ascender, descend: descender, leading: leading, pixelLength: pixel)
    return ViewSpacing(entries: [
      Entry(category: .textToText, edge: .top, value: .bottomText(metrics)),
      Entry(category: .textToText, edge: .bottom, value: .topText(metrics)),
      Entry(category: .edgeAboveText, edge: .top, value: .distance(lineWithSpacing - ascender)),
      Entry(
        category: .edgeBelowText, edge: .bottom,
        value: .distance(max(lineWithSpacing - capHeight, textSpacing + descender))),
    ])
  }

  /// The preferences of an image with a baseline (a symbol) `baselineOffset` points above its
  /// bottom: no space next to text, the baseline's offset next to other views.
  static func symbol(baselineOffset: Double) -> ViewSpacing {
    let offset = baselineOffset.isFinite ? max(0, baselineOffset) : 0
    return ViewSpacing(entries: [
      Entry(category: .textToText, edge: .top, value: .distance(0)),
      Entry(category: .textToText, edge: .bottom, value: .distance(0)),
      Entry(category: .edgeAboveText, edge: .top, value: .distance(offset)),
      Entry(category: .edgeBelowText, edge: .bottom, value: .distance(offset + 1)),
    ])
  }

  /// The preferences of a view that is not text, on `edges`.
  private static func notText(on edges: Edge.Set) -> [Entry] {
    var e: [Entry] = []
    if edges.contains(.top) { e.append(Entry(category: .edgeBelowText, edge: .top, value: .distance(0))) }
    if edges.contains(.leading) {
      e.append(Entry(category: .edgeAfterText, edge: .leading, value: .distance(0)))
    }
    if edges.contains(.bottom) {
      e.append(Entry(category: .edgeAboveText, edge: .bottom, value: .distance(0)))
    }
    if edges.contains(.trailing) {
      e.append(Entry(category: .edgeBeforeText, edge: .trailing, value: .distance(0)))
    }
    return e
  }

  /// The space between two texts: the lower one's leading, rounded up to a whole pixel.
  fileprivate static func textSpacing(top: TextMetrics, bottom: TextMetrics) -> Double {
    roundUp(bottom.leading, to: top.pixelLength)
  }

  private static func roundUp(_ value: Double, to step: Double) -> Double {
    guard step > 0, value.isFinite else { return value }
    return (value / step - 1e-9).rounded(.up) * step
  }

  private func value(_ category: Category?, _ edge: Edge) -> Value? {
    entries.first { $0.category == category && $0.edge == edge }?.value
  }

  /// Takes, on each edge of `edges`, the larger of this spacing and `other`'s.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for o in other.entries where edges.contains(Edge.Set(o.edge)) {
      if let i = entries.firstIndex(where: { $0.category == o.category && $0.edge == o.edge }) {
        if Value.isLess(entries[i].value, o.value) { entries[i].value = o.value }
      } else {
        entries.append(o)
      }
    }
  }

  /// This spacing with, on each edge of `edges`, the larger of it and `other`'s.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var s = self
    s.formUnion(other, edges: edges)
    return s
  }

  /// The view's preferences with those on `edges` replaced by a plain view's: what a frame that
  /// sets a height does to the top and bottom of text, or padding to the edges it pads.
  func reset(_ edges: Edge.Set) -> ViewSpacing {
    guard !edges.isEmpty else { return self }
    var kept = entries.filter { !edges.contains(Edge.Set($0.edge)) }
    kept.append(contentsOf: Self.notText(on: edges))
    return ViewSpacing(entries: kept)
  }

  /// The distance, in points, between a view with this spacing and the `next` one along `axis`:
  /// the largest distance their facing preferences for the same kind of neighbour give; failing
  /// that, the larger of their preferences for any neighbour; failing that, 8 points.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let from: Edge = axis == .horizontal ? .trailing : .bottom
    let to: Edge = axis == .horizontal ? .leading : .top
    var best: Double?
    for e in entries where e.edge == from {
      guard let category = e.category, let other = next.value(category, to),
        let d = e.value.distance(to: other)
      else { continue }
      best = max(best ?? -.infinity, d)
    }
    if let best { return CGFloat(best) }
    var plain: Double?
    if case .distance(let a) = value(nil, from) { plain = a }
    if case .distance(let b) = next.value(nil, to) { plain = max(plain ?? -.infinity, b) }
    return CGFloat(plain ?? 8)
  }
}
