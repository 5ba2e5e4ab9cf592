/// The inside of a text field: its text (or placeholder) and caret, as the style's configuration.
///
/// The text is set in the environment's font; the placeholder (the prompt, with its own styling
/// if it has any, as iOS 17 draws it) in `placeholderText` (#3C3C43 at 30% light, #EBEBF5 at 30%
/// dark). Horizontal fields take the width offered and one line (truncated at the tail, as a field
/// scrolled to its start), as tall as UIKit's field (``TextFieldLineLayout``); vertical ones wrap, within the
/// environment's line limit. A focused field draws a 2 pt caret in the tint color after the text,
/// as tall as the line.
nonisolated struct TextFieldContent: View {
  let text: String
  let placeholder: Text
  let isSecure: Bool
  let axis: Axis
  @Environment(\.isFocused) var isFocused
  @Environment(\.tint) var tint
  @Environment(\.lineLimit) var lineLimit

  var body: some View {
    let shown = isSecure ? String(repeating: "•", count: text.count) : text
    let line = Group {
      if text.isEmpty {
        placeholder.foregroundStyle(SystemColors.placeholderText.color)
      } else {
        Text(verbatim: shown)
      }
    }
    .lineLimit(axis == .horizontal ? 1 : lineLimit)
    let row = HStack(spacing: 0) {
      if isFocused && !text.isEmpty {
        line
        Caret(color: tint ?? .accentColor)
      } else if isFocused {
        Caret(color: tint ?? .accentColor)
        line
      } else {
        line
      }
      Spacer(minLength: 0)
    }
    .frame(maxWidth: .infinity)
    // One line is as tall as UIKit's field: the line rounded up to a point, plus one.
    return Group {
      if axis == .horizontal {
        TextFieldLineLayout { row }
      } else {
        row
      }
    }
  }
}

/// A text caret: 2 pt wide, the height of the font's line.
nonisolated struct Caret: View {
  let color: Color
  @Environment(\.font) var font
  @Environment(\.self) var environment

  var body: some View {
    Rectangle().fill(color).frame(width: 2, height: font.pointSize(in: environment) * 1.2)
  }
}
