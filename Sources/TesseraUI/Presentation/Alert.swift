/// An alert, the deprecated SwiftUI way (`.alert(isPresented:) { Alert(...) }`): a title, a
/// message and one or two buttons, drawn as the modern alert.
public struct Alert {
  /// The title.
  let title: Text
  /// The message.
  let message: Text?
  let buttons: [Button]

  /// An alert with a single button (default "OK").
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }
  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// The buttons as the actions of a modern alert.
  var actionsView: AnyView {
    let list = buttons
    return AnyView(
      ForEach(0..<list.count) { i in
        TesseraUI.Button(role: list[i].role, plainAction: list[i].action ?? {}) {
          Text(list[i].label.content)
        }
      })
  }

  /// A button of a legacy alert.
  nonisolated public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A default button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }
    /// A cancel button titled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }
    /// A cancel button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }
    /// A destructive button (red).
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}
