/// The subviews a custom `Layout` arranges, as SwiftUI's `LayoutSubviews`: a random-access
/// collection indexed from 0, whose slices are `LayoutSubviews` too.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  /// A subview.
  public typealias Element = LayoutSubview
  /// A position in the collection.
  public typealias Index = Int
  /// A slice: a `LayoutSubviews` of its own.
  public typealias SubSequence = LayoutSubviews

  let storage: [LayoutSubview]
  /// The position of the first subview.
  public let startIndex: Int
  /// The position after the last subview.
  public let endIndex: Int
  /// The layout direction of the container's environment.
  public let layoutDirection: LayoutDirection

  init(_ storage: [LayoutSubview], range: Range<Int>? = nil, layoutDirection: LayoutDirection) {
    self.storage = storage
    self.startIndex = range?.lowerBound ?? 0
    self.endIndex = range?.upperBound ?? storage.count
    self.layoutDirection = layoutDirection
  }

  /// The subview at a position.
  public subscript(index: Int) -> LayoutSubview { storage[index] }

  /// The subviews in a range of positions.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(storage, range: bounds, layoutDirection: layoutDirection)
  }

  /// Equal when both hold the same subviews.
  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
  }
}
