import Foundation

extension View {
  /// The most lines text in this view shows; nil for no limit.
  public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, some ViewModifier> {
    modifier(EnvironmentModifier { $0.lineLimit = limit })
  }
  /// Where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, some ViewModifier> {
    modifier(EnvironmentModifier { $0.truncationMode = mode })
  }
  /// The alignment of the lines of multiline text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, some ViewModifier> {
    modifier(EnvironmentModifier { $0.multilineTextAlignment = alignment })
  }
  /// Extra space between lines of text, in points.
  public func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, some ViewModifier> {
    modifier(EnvironmentModifier { $0.lineSpacing = spacing })
  }
  /// Extra space after each character of text, in points.
  public func tracking(_ amount: CGFloat) -> ModifiedContent<Self, some ViewModifier> {
    modifier(EnvironmentModifier { $0.tracking = amount })
  }
}
