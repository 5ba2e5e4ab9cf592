import TesseraUI

/// Shows a spinner (a ring with a gap) over content that is loading.
/// - Note: Modifier. Draws a static spinner: renders are still images.
public struct LoadingModifier: ViewModifier {
  let isLoading: Bool
  let color: Color

  /// Creates the modifier.
  public init(isLoading: Bool, color: Color) {
    self.isLoading = isLoading
    self.color = color
  }

  /// The content, with the spinner on top while loading.
  public func body(content: Content) -> some View {
    content.overlay(
      Circle()
        .stroke(color, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, dash: [38, 13]))
        .frame(width: 18, height: 18)
        .opacity(isLoading ? 1 : 0))
  }
}
