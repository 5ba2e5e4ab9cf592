/// Whether a view is being edited, as SwiftUI's `EditMode` (`\.editMode`).
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe).
  case transient
  /// Editing.
  case active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// The edit mode of the view, as a binding; nil (the default) outside an edit context.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}
