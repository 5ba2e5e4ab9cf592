import TesseraUI

/// View helpers shared by the components and their previews.
extension View {
  /// Wraps the view in `AnyView` (for catalogs and factories that hide concrete types).
  public func eraseToAnyView() -> AnyView { AnyView(self) }
}
