/// Dismisses the presentation a view is in (a sheet, a pushed page), as SwiftUI's
/// `DismissAction`: read it with `@Environment(\.dismiss)` and call it, `dismiss()`. Outside a
/// presentation it does nothing, as in SwiftUI.
public struct DismissAction: Sendable {
  let action: @Sendable () -> Void

  init(_ action: @escaping @Sendable () -> Void) { self.action = action }

  /// Dismisses the presentation.
  public func callAsFunction() { action() }
}

extension EnvironmentValues {
  /// Dismisses the current presentation (does nothing outside one).
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation (a sheet, a pushed page). Default false.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
