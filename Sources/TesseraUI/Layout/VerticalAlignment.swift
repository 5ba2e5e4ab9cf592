import Foundation

/// Where views line up vertically, as SwiftUI's `VerticalAlignment`: the built-in guides or a
/// custom one made from an `AlignmentID` type.
public struct VerticalAlignment: Hashable, Sendable {
  enum Key: Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    case custom(CustomAlignmentGuide)
  }
  let key: Key

  init(key: Key) { self.key = key }

  /// A custom guide; its default value in each view comes from `id`.
  public init(_ id: any AlignmentID.Type) { key = .custom(CustomAlignmentGuide(type: id)) }

  /// The top edges.
  public static let top = VerticalAlignment(key: .top)
  /// The centers.
  public static let center = VerticalAlignment(key: .center)
  /// The bottom edges.
  public static let bottom = VerticalAlignment(key: .bottom)
  /// The first text baselines (views without text use their bottom edge).
  public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
  /// The last text baselines (views without text use their bottom edge).
  public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

  /// Whether the guide is a text baseline.
  var isBaseline: Bool { key == .firstTextBaseline || key == .lastTextBaseline }

  /// Whether the guide is one of SwiftUI's built-in ones.
  var isBuiltIn: Bool {
    if case .custom = key { return false }
    return true
  }

  /// The guide's default offset from the top of a view of `dimensions`.
  func defaultValue(in dimensions: ViewDimensions) -> Double {
    switch key {
    case .top: return 0
    case .center: return dimensions.height / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: return dimensions.height
    case .custom(let guide): return Double(guide.type.defaultValue(in: dimensions))
    }
  }
}
