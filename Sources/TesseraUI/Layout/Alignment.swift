/// A horizontal and a vertical alignment, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centered vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centered vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top, centered horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centered horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension Alignment {
  /// Centered horizontally, on the first text baselines.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// Centered horizontally, on the last text baselines.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// Leading, on the first text baselines.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// Leading, on the last text baselines.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// Trailing, on the first text baselines.
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  /// Trailing, on the last text baselines.
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
