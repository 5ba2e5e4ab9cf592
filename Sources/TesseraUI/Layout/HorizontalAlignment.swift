import Foundation

/// Where views line up horizontally, as SwiftUI's `HorizontalAlignment`: the built-in guides
/// or a custom one made from an `AlignmentID` type.
public struct HorizontalAlignment: Hashable, Sendable {
  enum Key: Hashable, Sendable {
    case leading, center, trailing, listRowSeparatorLeading, listRowSeparatorTrailing
    case custom(CustomAlignmentGuide)
  }
  let key: Key

  init(key: Key) { self.key = key }

  /// A custom guide; its default value in each view comes from `id`.
  public init(_ id: any AlignmentID.Type) { key = .custom(CustomAlignmentGuide(type: id)) }

  /// The leading edge: left in left-to-right layout, right in right-to-left.
  public static let leading = HorizontalAlignment(key: .leading)
  /// The center.
  public static let center = HorizontalAlignment(key: .center)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(key: .trailing)
  /// Where a list row's separator starts (the text's leading edge; here the leading edge).
  public static let listRowSeparatorLeading = HorizontalAlignment(key: .listRowSeparatorLeading)
  /// Where a list row's separator ends (the trailing edge).
  public static let listRowSeparatorTrailing = HorizontalAlignment(key: .listRowSeparatorTrailing)

  /// Whether the guide is one of SwiftUI's built-in ones, whose default is a fraction of the width.
  var isBuiltIn: Bool {
    if case .custom = key { return false }
    return true
  }

  /// The guide's default offset from the leading edge of a view of `dimensions`.
  func defaultValue(in dimensions: ViewDimensions) -> Double {
    switch key {
    case .leading, .listRowSeparatorLeading: return 0
    case .center: return dimensions.width / 2
    case .trailing, .listRowSeparatorTrailing: return dimensions.width
    case .custom(let guide): return Double(guide.type.defaultValue(in: dimensions))
    }
  }

  /// The fraction of the free width before the view, for a direction (built-in guides; a custom
  /// guide's default is computed from the view's dimensions instead and counts as centered here).
  func fraction(_ direction: LayoutDirection) -> Double {
    switch (key, direction) {
    case (.leading, .leftToRight), (.listRowSeparatorLeading, .leftToRight), (.trailing, .rightToLeft),
      (.listRowSeparatorTrailing, .rightToLeft):
      return 0
    case (.trailing, .leftToRight), (.listRowSeparatorTrailing, .leftToRight), (.leading, .rightToLeft),
      (.listRowSeparatorLeading, .rightToLeft):
      return 1
    default: return 0.5
    }
  }
}
