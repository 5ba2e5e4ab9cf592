import Foundation

// Status: partial. A macOS control (macOS 14); Tessera draws it as macOS's help button looks: a
// 22-point circle with a question mark, bordered in the separator gray. Its action does nothing
// in a still.

/// A button that opens the app's help, as SwiftUI's `HelpLink` on macOS: a round button with a
/// question mark, 22 x 22 pt.
nonisolated public struct HelpLink: View {
  let action: () -> Void

  /// A help link to `anchor` in the app's help book.
  public init(anchor: String) { action = {} }
  /// A help link to `anchor` in the help book `book`.
  public init(anchor: String, book: String) { action = {} }
  /// A help link that opens `destination`.
  public init(destination: URL) { action = {} }
  /// A help link that runs `action`.
  public init(action: @escaping () -> Void) { self.action = action }

  /// The round question-mark button.
  public var body: some View {
    Button(plainAction: action) {
      Text("?")
        .font(.system(size: 15, weight: .medium))
        .foregroundStyle(Color.primary)
        .frame(width: 22, height: 22)
        .background(Circle().fill(SystemColors.secondarySystemBackground.color))
        .overlay(Circle().strokeBorder(SystemColors.separator.color, lineWidth: 0.5))
    }
    .buttonStyle(.plain)
    .accessibilityLabel("Help")
  }
}
