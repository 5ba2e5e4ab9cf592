/// A button that starts renaming, as SwiftUI's `RenameButton`: labeled "Rename" with the
/// `pencil` symbol, it runs the action set with `.renameAction(_:)`.
nonisolated public struct RenameButton<Label: View>: View {
  /// The button.
  public var body: some View {
    RenameButtonBody()
  }
}

nonisolated extension RenameButton where Label == TesseraUI.Label<Text, Image> {
  /// A "Rename" button.
  public init() {}
}

/// The drawn button, reading the rename action from the environment.
nonisolated private struct RenameButtonBody: View {
  @Environment(\.renameAction) private var action

  var body: some View {
    Button {
      action?.run()
    } label: {
      Label("Rename", systemImage: "pencil")
    }
  }
}

extension EnvironmentValues {
  /// The action rename buttons in this view run (nil: none set).
  public var renameAction: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

private struct RenameActionKey: EnvironmentKey {
  static var defaultValue: RenameAction? { nil }
}

nonisolated extension View {
  /// What rename buttons in this view do: run `action`.
  public func renameAction(_ action: @escaping () -> Void) -> some View {
    let box = UncheckedBox(action)
    return modifier(EnvironmentModifier { $0.renameAction = RenameAction { box.value() } })
  }

  /// What rename buttons in this view do: focus the field `isFocused` is bound to.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    let box = UncheckedBox(isFocused)
    return modifier(EnvironmentModifier { $0.renameAction = RenameAction { box.value.wrappedValue = true } })
  }
}
