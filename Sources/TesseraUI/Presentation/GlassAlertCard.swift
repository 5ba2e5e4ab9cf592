/// An alert as iOS 26 draws it: a 320 pt wide glass card with continuous corners, the title (17 pt
/// semibold) and the message (15 pt, secondary) aligned to the leading edge 30 pt in, and its
/// buttons as 48 pt capsules on a darker glass: two side by side (the cancel one leading), 8 pt
/// apart, more stacked (the cancel one last), 16 pt from the card's sides and bottom; titles in
/// the tint (`.destructive` in red). With no actions, one "OK".
///
/// Measured on an iPhone 17 simulator's iOS 26 screenshot of `.alert(_:isPresented:actions:message:)`
/// with a cancel and a destructive button (402 x 874 pt at 3x): the card 320 x 152 pt, centred,
/// its corners fitting a 31 pt circle over about 40 pt of each edge; the text 30 pt in, the title's
/// baseline 38 pt below the top and the message's 26 pt below it; buttons 140 x 48 pt, 24 pt
/// below the message's baseline; the card's glass about (236, 238, 241) over the page dimmed by
/// 20 % black, the buttons' about (203, 206, 209); the message about (106, 107, 108). The glass
/// is drawn opaque in the colour it shows over a plain page (its blur leaves nothing behind it
/// legible; the blur itself is not drawn, see ``GlassCapsule``); dark, #232325 (no dark
/// reference was found).
nonisolated struct GlassAlertCard: View {
  let title: String
  let message: AnyView?
  let actions: [PresentationAction]
  let dismiss: () -> Void
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    let list =
      actions.isEmpty
      ? [PresentationAction(title: "OK", role: .cancel, isEnabled: true, action: {})] : actions
    let ordered = AlertCard.order(list)
    let dark = colorScheme == .dark
    let shape = RoundedRectangle(cornerRadius: 28)
    return VStack(alignment: .leading, spacing: 0) {
      VStack(alignment: .leading, spacing: 5) {
        if !title.isEmpty { Text(verbatim: title).font(.headline) }
        if let message {
          message.font(.subheadline).foregroundStyle(
            dark ? SystemColors.rgb(0xFFFFFF, 0.6) : SystemColors.rgb(0x000000, 0.55))
        }
      }
      .multilineTextAlignment(.leading)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, 30)
      .padding(.top, 22)
      .padding(.bottom, 19)
      Group {
        if ordered.count == 2 {
          HStack(spacing: 8) {
            GlassAlertButton(action: ordered[0], dismiss: dismiss)
            GlassAlertButton(action: ordered[1], dismiss: dismiss)
          }
        } else {
          VStack(spacing: 8) {
            ForEach(0..<ordered.count) { i in GlassAlertButton(action: ordered[i], dismiss: dismiss) }
          }
        }
      }
      .padding([.horizontal, .bottom], 16)
    }
    .frame(width: 320)
    .background {
      // The glass as the reference shows it over a plain page: opaque, as the backdrop's blur
      // leaves nothing of what is behind legible.
      shape.fill(dark ? SystemColors.rgb(0x232325) : SystemColors.rgb(0xECEEF1))
        .boxShadow(color: Color.black.opacity(0.12), blur: 20, x: 0, y: 6)
        .overlay(shape.strokeBorder(SystemColors.pair(0xFFFFFF, 0.6, 0xFFFFFF, 0.12).color, lineWidth: 0.5))
    }
    .fixedSize(horizontal: false, vertical: true)
  }
}

/// One button of an iOS 26 alert: a 48 pt capsule of darker glass, its title 17 pt in the tint.
nonisolated struct GlassAlertButton: View {
  let action: PresentationAction
  let dismiss: () -> Void
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    PresentationButton(action: action, dismiss: dismiss, font: .body, cancelFont: .body, height: 48)
      // The system's look, not the app's choice: iOS 26 draws the tint on this grey (#0088FF on
      // it is 2.2:1), so the contrast audit does not hold it against the app.
      .auditIgnored(.contrast, reason: "iOS 26's alert draws its buttons' titles in the tint on grey glass")
      .background(
        Capsule().fill(
          colorScheme == .dark ? SystemColors.rgb(0xFFFFFF, 0.14) : SystemColors.rgb(0x000000, 0.14)))
  }
}
