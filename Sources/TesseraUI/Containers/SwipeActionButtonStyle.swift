/// How a list row's swipe actions look when revealed, as iOS draws them: the full row height, at
/// least 74 pt wide, white title or icon on the button's color — red for a destructive role, the
/// button's `.tint` if it has one, gray otherwise.
nonisolated struct SwipeActionButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    SwipeActionBody(configuration: configuration)
  }
}

/// The body of ``SwipeActionButtonStyle``: reads the tint from the environment.
nonisolated private struct SwipeActionBody: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.tint) private var tint

  var body: some View {
    let fill: Color =
      configuration.role == .destructive ? Color(uiColor: .systemRed) : (tint ?? Color(uiColor: .systemGray))
    return configuration.label
      .font(.subheadline.weight(.medium))
      .labelStyle(.iconOnly)
      .foregroundStyle(Color.white)
      .lineLimit(1)
      .padding(.horizontal, 12)
      .frame(minWidth: 74, maxHeight: .infinity)
      .background(fill)
  }
}
