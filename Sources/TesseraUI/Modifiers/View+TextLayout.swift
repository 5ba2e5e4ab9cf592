import Foundation

nonisolated extension View {
  /// The most lines text in this view shows; nil for no limit.
  public func lineLimit(_ limit: Int?) -> some View {
    modifier(EnvironmentModifier { $0.lineLimit = limit })
  }
  /// Where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(EnvironmentModifier { $0.truncationMode = mode })
  }
  /// The alignment of the lines of multiline text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(EnvironmentModifier { $0.multilineTextAlignment = alignment })
  }
  /// Extra space between lines of text, in points.
  public func lineSpacing(_ spacing: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.lineSpacing = spacing })
  }
  /// Extra space after each character of text, in points.
  public func tracking(_ amount: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.tracking = amount })
  }
}

nonisolated extension View {
  /// Text inside drawn in at least `limit.lowerBound` lines (shorter text keeps the height of
  /// that many, its lines at the top) and at most `limit.upperBound`.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = limit.upperBound
        $0.reservedLines = limit.lowerBound
      })
  }
  /// Text inside drawn in at most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lineLimit(limit.upperBound)
  }
  /// Text inside drawn in at least `limit.lowerBound` lines (shorter text keeps their height),
  /// with no upper limit.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = nil
        $0.reservedLines = limit.lowerBound
      })
  }
  /// Text inside drawn in at most `limit` lines; with `reservesSpace`, shorter text keeps the
  /// height of `limit` lines (its lines at the top), as a card whose title may wrap keeps its
  /// layout.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(
      EnvironmentModifier {
        $0.lineLimit = limit
        $0.reservedLines = reservesSpace ? limit : nil
      })
  }
}
