import Foundation

/// A custom alignment, as SwiftUI's `AlignmentID`: a type whose default value places the guide
/// in a view that sets no explicit value for it.
///
///     private enum IconCenter: AlignmentID {
///       static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
///     }
///     extension HorizontalAlignment { static let iconCenter = HorizontalAlignment(IconCenter.self) }
public protocol AlignmentID {
  /// The guide's offset in a view of dimensions `context`, in points from its leading (or top) edge,
  /// when the view sets no explicit value with `alignmentGuide`.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The custom alignment of an `AlignmentID` type, compared by the type's identity.
struct CustomAlignmentGuide: Hashable, @unchecked Sendable {
  /// The `AlignmentID` type (a metatype: immutable, safe to share).
  let type: any AlignmentID.Type

  static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.type) == ObjectIdentifier(b.type) }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}
