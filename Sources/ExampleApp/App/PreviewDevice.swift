/// The screens pages are previewed and snapshot on.
public enum PreviewDevice: String, Hashable, Sendable, CaseIterable {
  /// A phone: 390x844 pt at 3x, compact width.
  case phone
  /// A tablet: 820x1180 pt at 2x, regular width.
  case tablet

  /// The screen's width, in points.
  public var width: Double { self == .phone ? 390 : 820 }
  /// The screen's height, in points.
  public var height: Double { self == .phone ? 844 : 1180 }
  /// Pixels per point.
  public var scale: Double { self == .phone ? 3 : 2 }
  /// The page's horizontal size class on this screen.
  public var sizeClass: HorizontalSizeClass { self == .phone ? .compact : .regular }
}
