/// A type-erased shape, as SwiftUI's `AnyShape`: `AnyShape(isRound ? Circle() : Rectangle())`.
nonisolated public struct AnyShape: Shape {
  private let outline: @Sendable (Rect) -> Path

  /// `shape`, its type erased.
  public init<S: Shape>(_ shape: S) { outline = { shape.path(in: $0) } }

  /// The shape's outline in `rect`.
  public func path(in rect: Rect) -> Path { outline(rect) }
}
