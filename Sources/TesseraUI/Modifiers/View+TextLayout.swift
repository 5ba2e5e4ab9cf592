import Foundation

extension View {
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

extension View {
  /// Text inside drawn in at most `limit.upperBound` lines (the lower bound, the lines reserved,
  /// is not kept: a shorter text is as tall as its lines).
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lineLimit(limit.upperBound)
  }
  /// Text inside drawn in at most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lineLimit(limit.upperBound)
  }
  /// Text inside drawn in at least `limit.lowerBound` lines and no limit (the lines are not
  /// reserved).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lineLimit(nil)
  }
  /// Text inside drawn in at most `limit` lines; `reservesSpace` (keeping the height of `limit`
  /// lines for shorter text) is not kept.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimit(limit)
  }
}
