import Foundation
import TesseraGeometry

/// The size a parent offers a child, as SwiftUI's `ProposedViewSize`: each dimension a value
/// in points, `.infinity` (take as much as you like) or nil (use your ideal size).
nonisolated public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width; nil for the ideal width.
  public var width: Double?
  /// The proposed height; nil for the ideal height.
  public var height: Double?

  /// Creates a proposal.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of a size (points).
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

  /// Creates a proposal of a size.
  init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// Both dimensions 0: the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite: the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Both dimensions nil: the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with nil dimensions replaced by `size`'s, in points (10 by 10 by default, as
  /// SwiftUI's).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? Double(size.width), height: height ?? Double(size.height))
  }

  /// The proposal with nil dimensions replaced by `size`'s.
  func replacingUnspecified(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  /// `WxH` with `nil` for unspecified dimensions.
  public var description: String {
    "\(width.map { $0.compactDescription } ?? "nil")x\(height.map { $0.compactDescription } ?? "nil")"
  }
}
