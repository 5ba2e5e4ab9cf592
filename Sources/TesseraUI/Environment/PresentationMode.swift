/// Whether a view is presented, and a way to dismiss it: SwiftUI's older form of `\.dismiss` and
/// `\.isPresented`, read as `@Environment(\.presentationMode) var presentationMode` and used as
/// `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode: Sendable {
  let dismissAction: DismissAction
  /// Whether the view is presented (a sheet, a pushed page).
  public let isPresented: Bool

  /// Dismisses the presentation (does nothing outside one).
  public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// The presentation the view is in, as a binding (SwiftUI's older API; `\.dismiss` is newer).
  public var presentationMode: Binding<PresentationMode> {
    get {
      .constant(PresentationMode(dismissAction: dismiss, isPresented: isPresented))
    }
    set {}
  }
}
