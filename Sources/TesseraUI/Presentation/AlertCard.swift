/// An alert as iOS 17 draws it: a 270 pt wide card of radius 14 on #F2F2F2 in light and #252525 in dark
/// (iOS blurs what is behind a translucent gray; drawn opaque here, the blur's look on a plain
/// screen), the title 17 pt semibold and the message 13 pt, centered,
/// 16 pt from the sides, 19 pt above and below; then the buttons, 44 pt high, in 17 pt and the
/// tint color (`.cancel` semibold, `.destructive` in red), separated by 0.5 pt lines: two side by
/// side (the cancel one leading), more stacked (the cancel one last). With no actions, one "OK".
nonisolated struct AlertCard: View {
  let title: String
  let message: AnyView?
  let actions: [PresentationAction]
  let dismiss: () -> Void

  var body: some View {
    let list =
      actions.isEmpty
      ? [PresentationAction(title: "OK", role: .cancel, isEnabled: true, action: {})] : actions
    let ordered = Self.order(list)
    return VStack(spacing: 0) {
      VStack(spacing: 2) {
        if !title.isEmpty { Text(verbatim: title).font(.headline) }
        if let message { message.font(.footnote) }
      }
      .multilineTextAlignment(.center)
      .padding(.horizontal, 16)
      .padding(.vertical, 19)
      .frame(maxWidth: .infinity)
      Hairline()
      if ordered.count == 2 {
        HStack(spacing: 0) {
          AlertButton(action: ordered[0], dismiss: dismiss)
          Hairline(vertical: true)
          AlertButton(action: ordered[1], dismiss: dismiss)
        }
        .frame(height: 44)
      } else {
        ForEach(0..<ordered.count) { i in
          if i > 0 { Hairline() }
          AlertButton(action: ordered[i], dismiss: dismiss).frame(height: 44)
        }
      }
    }
    .frame(width: 270)
    .background(RoundedRectangle(cornerRadius: 14).fill(SystemColors.pair(0xF2F2F2, 0x252525).color))
    .fixedSize(horizontal: false, vertical: true)
  }

  /// Two buttons: cancel leading; more: cancel last.
  static func order(_ actions: [PresentationAction]) -> [PresentationAction] {
    let cancel = actions.filter { $0.role == .cancel }
    let others = actions.filter { $0.role != .cancel }
    return actions.count == 2 ? cancel + others : others + cancel
  }
}

/// One button of an alert or a confirmation dialog: its title in the tint (red for
/// `.destructive`, `tertiaryLabel` when disabled), running the action then dismissing.
nonisolated struct PresentationButton: View {
  let action: PresentationAction
  let dismiss: () -> Void
  /// The title's font: the regular one and the one for `.cancel`.
  let font: Font
  let cancelFont: Font
  /// The row's height; nil to fill the height offered.
  let height: CGFloat?
  @Environment(\.tint) var tint

  var body: some View {
    let a = action
    let d = dismiss
    let color: Color =
      !a.isEnabled
      ? SystemColors.tertiaryLabel.color : (a.role == .destructive ? .red : (tint ?? .accentColor))
    return Button(plainAction: {
      a.action()
      d()
    }) {
      Text(verbatim: a.title)
        .font(a.role == .cancel ? cancelFont : font)
        .foregroundStyle(color)
        .lineLimit(1)
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, maxHeight: height == nil ? .infinity : nil)
        .frame(height: height)
    }
    .buttonStyle(PlainButtonStyle())
    .disabled(!a.isEnabled)
  }
}

/// One button of an alert: 17 pt, semibold for `.cancel`, filling its row.
nonisolated struct AlertButton: View {
  let action: PresentationAction
  let dismiss: () -> Void
  var body: some View {
    PresentationButton(
      action: action, dismiss: dismiss, font: .body, cancelFont: Font.body.weight(.semibold), height: nil)
  }
}

/// A 0.5 pt separator line in the separator color.
nonisolated struct Hairline: View {
  var vertical = false
  var body: some View {
    Rectangle().fill(SystemColors.separator.color)
      .frame(width: vertical ? 0.5 : nil, height: vertical ? nil : 0.5)
  }
}
