import TesseraUI

extension LabeledToggleStyle {
  /// What ``LabeledToggleStyle`` draws for a toggle: its label and a switch.
  /// - Note: Molecule. Part of ``LabeledToggle``'s style.
  struct Face: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Binding<Bool>
    let style: LabeledToggleStyle
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.dsDensity) var density

    var body: some View {
      let on = isOn.wrappedValue
      return HStack(spacing: 12 * density.scale) {
        label
        Spacer(minLength: 0)
        Capsule()
          .fill(on ? style.onTrack : style.offTrack)
          .frame(width: 51, height: 31)
          .overlay(alignment: on ? .trailing : .leading) {
            Circle()
              .fill(style.thumb)
              .shadow(color: Color.black.opacity(0.15), radius: 2, x: 0, y: 1)
              .frame(width: 27, height: 27)
              .padding(2)
          }
      }
      .frame(minHeight: max(Density.minimumTapSize, style.minimumHeight * density.scale))
      .contentShape(Rectangle())
      .onTapGesture { isOn.wrappedValue.toggle() }
      .opacity(isEnabled ? 1 : 0.4)
    }
  }
}
