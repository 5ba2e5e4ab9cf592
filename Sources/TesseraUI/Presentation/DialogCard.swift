/// A confirmation dialog as iOS 17 draws it on iPhone sizes (an action sheet): 8 pt from the
/// sides and the bottom; a group of radius 13 on #F2F2F2 / #252525 (opaque, as
/// the alert) holding the title (13 pt semibold) and message (13 pt) in `secondaryLabel`,
/// then the actions, 57 pt rows in 20 pt and the tint (`.destructive` in red), separated by
/// 0.5 pt lines; 8 pt below, the cancel button alone (20 pt semibold) on white / #2C2C2E. A
/// dialog without a cancel action gets one titled "Cancel", as on iOS.
nonisolated struct DialogCard: View {
  let title: String?
  let message: AnyView?
  let actions: [PresentationAction]
  let dismiss: () -> Void

  var body: some View {
    let others = actions.filter { $0.role != .cancel }
    let cancel =
      actions.first { $0.role == .cancel }
      ?? PresentationAction(title: "Cancel", role: .cancel, isEnabled: true, action: {})
    return VStack(spacing: 8) {
      VStack(spacing: 0) {
        if title != nil || message != nil {
          VStack(spacing: 4) {
            if let title { Text(verbatim: title).font(.footnote.weight(.semibold)) }
            if let message { message.font(.footnote) }
          }
          .foregroundStyle(SystemColors.secondaryLabel.color)
          .multilineTextAlignment(.center)
          .padding(.horizontal, 16)
          .padding(.vertical, 14)
          .frame(maxWidth: .infinity)
          if !others.isEmpty { Hairline() }
        }
        ForEach(0..<others.count) { i in
          if i > 0 { Hairline() }
          DialogButton(action: others[i], dismiss: dismiss)
        }
      }
      .background(RoundedRectangle(cornerRadius: 13).fill(SystemColors.pair(0xF2F2F2, 0x252525).color))
      DialogButton(action: cancel, dismiss: dismiss)
        .background(RoundedRectangle(cornerRadius: 13).fill(SystemColors.pair(0xFFFFFF, 0x2C2C2E).color))
    }
    .padding(.horizontal, 8)
    .frame(maxWidth: 464)
    .fixedSize(horizontal: false, vertical: true)
  }
}

/// One row of a confirmation dialog: 57 pt high, 20 pt, semibold for `.cancel`.
nonisolated struct DialogButton: View {
  let action: PresentationAction
  let dismiss: () -> Void
  var body: some View {
    PresentationButton(
      action: action, dismiss: dismiss, font: .system(size: 20),
      cancelFont: .system(size: 20, weight: .semibold),
      height: 57)
  }
}
