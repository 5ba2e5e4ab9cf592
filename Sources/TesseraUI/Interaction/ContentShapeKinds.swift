/// What a content shape is for, as SwiftUI's `ContentShapeKinds`: hit testing, drag previews,
/// context-menu previews, hover effects, focus effects, accessibility.
public struct ContentShapeKinds: OptionSet, Sendable {
  /// The kinds' bits.
  public let rawValue: Int
  /// Kinds from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Hit testing and accessibility.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The preview of a drag.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The preview of a context menu.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// Hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// Focus effects.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// Accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
  /// The area used for `kinds` (hit testing, previews, effects): kept, no pixels.
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    contentShape(shape, eoFill: eoFill)
  }
}
