/// The glass a bar's controls sit on in the iOS 26 design (``SystemDesign/ios26``): a capsule of
/// the regular material with a hairline rim and a soft shadow, as the floating tab bar and the
/// navigation bar's buttons draw it (measured on iOS 26.4 references: a near-white fill, a grey
/// rim about 216/255 on the grouped background, in dark about #1F1F1F on black).
nonisolated struct GlassCapsule: View {
  var body: some View {
    Capsule()
      .fill(.regularMaterial)
      .overlay(Capsule().strokeBorder(SystemColors.pair(0x000000, 0.1, 0xFFFFFF, 0.12).color, lineWidth: 0.5))
      .shadow(color: Color.black.opacity(0.1), radius: 10, x: 0, y: 3)
  }
}
