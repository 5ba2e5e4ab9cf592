/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  /// How wide a column is.
  public enum Size: Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space left by fixed columns, between `minimum` (default 10) and `maximum`
    /// (default infinite) points.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns as fit in the item's share, each at least `minimum` and at most
    /// `maximum` (default infinite) points.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The column's size.
  public var size: GridItem.Size
  /// The space after this column, in points; nil is 8.
  public var spacing: CGFloat?
  /// How cells are aligned in the column; nil is `.center`.
  public var alignment: Alignment?

  /// Creates a grid item (default: flexible, 8 points of spacing, centered).
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// Column lengths and the spacing after each, for the items in `length` points.
  ///
  /// Fixed items take their size; the length left (after every spacing) is shared among flexible
  /// and adaptive items in order, each offered what is left divided by the items left: a
  /// flexible item takes its share clamped to its limits; an adaptive item fits as many columns
  /// of at least its minimum as its share holds (at least one), each at most its maximum.
  static func tracks(_ items: [GridItem], length: Double) -> [(
    length: Double, spacing: Double, alignment: Alignment
  )] {
    func clean(_ v: CGFloat) -> Double { v.isNaN ? 0 : max(0, Double(v)) }
    var fixedTotal = 0.0
    var spacingTotal = 0.0
    for (i, item) in items.enumerated() {
      if case .fixed(let w) = item.size { fixedTotal += clean(w) }
      if i < items.count - 1 { spacingTotal += clean(item.spacing ?? 8) }
    }
    var remaining = max(0, length - fixedTotal - spacingTotal)
    var flexibleLeft = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
    var tracks: [(Double, Double, Alignment)] = []
    for (i, item) in items.enumerated() {
      let sp = clean(item.spacing ?? 8)
      let align = item.alignment ?? .center
      let after = i < items.count - 1 ? sp : 0
      switch item.size {
      case .fixed(let w):
        tracks.append((clean(w), after, align))
      case .flexible(let lo, let hi):
        let share = remaining / Double(max(1, flexibleLeft))
        let w = min(max(share, clean(lo)), max(clean(lo), hi.isInfinite ? .infinity : clean(hi)))
        tracks.append((w, after, align))
        remaining = max(0, remaining - w)
        flexibleLeft -= 1
      case .adaptive(let lo, let hi):
        let share = remaining / Double(max(1, flexibleLeft))
        let minimum = max(1, clean(lo))
        let n = max(1, Int(((share + sp) / (minimum + sp)).rounded(.down)))
        var w = (share - sp * Double(n - 1)) / Double(n)
        if !hi.isInfinite { w = min(w, clean(hi)) }
        w = max(w, minimum)
        for k in 0..<n { tracks.append((w, k < n - 1 ? sp : after, align)) }
        remaining = max(0, remaining - (w * Double(n) + sp * Double(n - 1)))
        flexibleLeft -= 1
      }
    }
    return tracks.map { (length: $0.0, spacing: $0.1, alignment: $0.2) }
  }
}
