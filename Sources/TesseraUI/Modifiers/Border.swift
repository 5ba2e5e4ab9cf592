import Foundation

nonisolated extension View {
  /// A border of `width` points inside the view's frame.
  public func border(_ style: some ShapeStyle, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(style, lineWidth: width.isFinite ? max(0, width) : 1))
  }
}
