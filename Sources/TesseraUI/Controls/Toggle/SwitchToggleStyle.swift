/// A switch, `.switch`, as iOS draws `UISwitch`: the label leading, the switch trailing (the
/// toggle takes the width offered).
///
/// Measurements (iOS 17): track 51 x 31 pt, a capsule, laid out 49 x 31 (`UISwitch`'s intrinsic
/// content size, which SwiftUI's switch takes: 49 pt in an iOS 18.6 `sizeThatFits` reference, and
/// radar 31777116), the track reaching 2 pt past the frame's trailing edge; on, the tint, else the system green
/// (#34C759 light, #30D158 dark); off, #E9E9EA light / #39393D dark; thumb a 27 pt white circle,
/// 2 pt inside the track, its shadow one soft shade (black at 12%, blur 8, 1 pt down) seen on the
/// track only; disabled, the whole control at 50% opacity. In the iOS 26 design
/// (``SystemDesign/ios26``) the track is wider and lower and the thumb a capsule
/// (``DesignMetrics/ios26``), in iOS 26's system green.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  /// The switch style.
  public init() { tint = nil }
  /// The switch in a tint (deprecated in SwiftUI for `.tint`).
  public init(tint: Color) { self.tint = tint }

  /// The label, a spacer and the switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchBody(configuration: configuration, tint: tint)
  }
}

nonisolated struct SwitchBody: View {
  let configuration: ToggleStyleConfiguration
  let tint: Color?
  @Environment(\.tint) var environmentTint
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.labelsHidden) var labelsHidden

  var body: some View {
    HStack(spacing: 8) {
      if !labelsHidden {
        configuration.label
        Spacer(minLength: 0)
      }
      SwitchGraphic(
        isOn: configuration.isOn,
        onColor: tint ?? environmentTint ?? SystemColors.green.color
      )
      .opacity(isEnabled ? 1 : 0.5)
    }
  }
}

/// The track and thumb of a switch.
nonisolated struct SwitchGraphic: View {
  let isOn: Bool
  let onColor: Color
  @Environment(\.systemDesign) var design
  @Environment(\.isListRow) var isListRow

  var body: some View {
    let m = design.metrics.toggleSwitch
    ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? onColor : SystemColors.pair(0xE9E9EA, 0x39393D).color)
      if m.thumbShadowOnTrack {
        // The thumb's one soft shade falls on the track only (GoodSwiftUI's iOS 18.6 reference:
        // 8 % darker under the thumb, fading over 5 pt beside it, nothing past the track): the
        // track's own capsule filled with the shade's falloff, with no clip.
        Capsule().fill(thumbShade(m))
        Circle()
          .fill(Color.white)
          .frame(width: m.thumbWidth, height: m.thumbHeight)
          .padding(m.thumbInset)
      } else if m.thumbWidth == m.thumbHeight {
        thumb(Circle(), m)
      } else {
        thumb(Capsule(), m)
      }
    }
    .frame(width: m.trackWidth, height: m.trackHeight)
    // iOS 17/18 lay a switch out at `UISwitch`'s intrinsic content size, 49 x 31, and draw its
    // 51-point track from the frame's leading edge (the two points past it overlap what follows).
    .frame(width: m.layoutWidth ?? m.trackWidth, alignment: .leading)
    .frame(height: isListRow ? m.layoutHeight ?? m.trackHeight : m.trackHeight)
  }

  /// The shade a round thumb casts on the track: a disc of black at 12 % blurred by 8 points (a
  /// Gaussian of 4 points' deviation) and moved 1 point down, as a radial gradient of its falloff
  /// centred under the thumb.
  private func thumbShade(_ m: DesignMetrics.SwitchMetrics) -> RadialGradient {
    let radius = m.thumbWidth / 2
    let sigma = 4.0
    let reach = radius + 3 * sigma
    let centreX = isOn ? m.trackWidth - m.thumbInset - radius : m.thumbInset + radius
    // The blurred disc's edge: the normal distribution's share at -2, -1, 0, 1, 2 and 3 sigmas.
    let profile: [(Double, Double)] = [
      (-2, 0.977), (-1, 0.841), (0, 0.5), (1, 0.159), (2, 0.023), (3, 0),
    ]
    let stops =
      [Gradient.Stop(color: Color.black.opacity(0.12), location: 0)]
      + profile.map { d, share in
        Gradient.Stop(color: Color.black.opacity(0.12 * share), location: (radius + d * sigma) / reach)
      }
    return RadialGradient(
      gradient: Gradient(stops: stops),
      center: UnitPoint(x: centreX / m.trackWidth, y: (m.trackHeight / 2 + 1) / m.trackHeight),
      startRadius: 0, endRadius: reach)
  }

  /// The white thumb in `shape`. The shadows are cast by the shape itself (before its frame), so
  /// they take the raster core's rounded-shape fast path.
  private func thumb(_ shape: some Shape, _ m: DesignMetrics.SwitchMetrics) -> some View {
    shape
      .fill(Color.white)
      .boxShadow(color: Color.black.opacity(0.06), blur: 1, x: 0, y: 3)
      .boxShadow(color: Color.black.opacity(0.15), blur: 8, x: 0, y: 3)
      .frame(width: m.thumbWidth, height: m.thumbHeight)
      .padding(m.thumbInset)
  }
}
