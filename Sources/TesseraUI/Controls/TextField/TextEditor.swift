/// A multi-line text editor, as SwiftUI's `TextEditor`: the binding's text wrapped to the width
/// offered, filling the space offered (it is flexible in both directions), no placeholder.
nonisolated public struct TextEditor: View {
  let text: Binding<String>

  /// An editor bound to a string.
  public init(text: Binding<String>) { self.text = text }

  /// The text, top-leading, filling the space offered.
  public var body: some View {
    Text(verbatim: text.wrappedValue)
      .padding(.horizontal, 5)
      .padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .background(BackgroundStyle())
  }
}
