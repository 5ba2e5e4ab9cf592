/// The glass a bar's controls sit on in the iOS 26 design (``SystemDesign/ios26``): a capsule of
/// the bar material's tint with a hairline rim and a soft shadow, as the floating tab bar and the
/// navigation bar's buttons draw it (measured on iOS 26.4 references: a near-white fill, a grey
/// rim about 216/255 on the grouped background, in dark about #1F1F1F on black). Like iOS 17's
/// bars, the tint alone: the backdrop's blur and the lensing at the edges are not drawn (a 16-point
/// blur at 3x made a screen with a floating tab bar ten times slower to draw).
nonisolated struct GlassCapsule: View {
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    // The shadow is cast by the filled capsule itself (before the rim), so it takes the raster
    // core's rounded-shape fast path.
    Capsule()
      .fill(colorScheme == .dark ? SystemColors.rgb(0x1C1C1E, 0.8) : SystemColors.rgb(0xFFFFFF, 0.8))
      .boxShadow(color: Color.black.opacity(0.1), blur: 10, x: 0, y: 3)
      .overlay(Capsule().strokeBorder(SystemColors.pair(0x000000, 0.1, 0xFFFFFF, 0.12).color, lineWidth: 0.5))
  }
}
