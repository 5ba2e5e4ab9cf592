import Foundation

/// A sheet height worked out by a type, as SwiftUI's `CustomPresentationDetent`: use it with
/// `PresentationDetent.custom(_:)`. `height(in:)` gets the largest detent's height
/// (`context.maxDetentValue`) and the sheet's environment; nil draws the sheet `.large`.
public protocol CustomPresentationDetent {
  /// The detent's height in points for a context.
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What the height is worked out from.
  public typealias Context = PresentationDetent.Context
}
