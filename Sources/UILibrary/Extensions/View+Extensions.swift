import TesseraUI

extension View {
  /// Wraps the view in `AnyView` (for catalogs and factories that hide concrete types).
  public func eraseToAnyView() -> AnyView { AnyView(self) }
}
