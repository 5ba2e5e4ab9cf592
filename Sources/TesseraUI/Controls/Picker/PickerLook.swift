import TesseraDisplayList

/// The built-in picker looks, as iOS 17 draws them.
///
/// - `.menu`: the selected option's text in the tint color, then `chevron.up.chevron.down`
///   (small image scale), 4 pt apart; in a list or form row, the label leading and the selection
///   trailing in `secondaryLabel`, as iOS 17 draws it.
/// - `.segmented`: 32 pt high, the width offered shared equally; the track `tertiarySystemFill`
///   (#767680 at 12% light, 24% dark) with a 9 pt radius; the selected segment 2 pt inside it,
///   white in light and #636366 in dark, radius 7, with a shadow (black 12%, 3 pt down, blur 8;
///   iOS 26: a capsule track, the segment 14 round);
///   options in 13 pt, the selected one semibold.
/// - `.inline`: the options as 44 pt rows, a checkmark in the tint by the selected one.
/// - `.wheel`: five rows of 32 pt centered on the selection band (`tertiarySystemFill`, radius 8);
///   rows away from the center fade.
/// - `.navigationLink`: the label leading, the selection in `secondaryLabel` and a chevron
///   trailing.
nonisolated struct PickerLook {
  let kind: PickerStyleKind

  func body(_ configuration: PickerStyleConfiguration) -> AnyView {
    switch kind {
    case .menu: return AnyView(MenuPickerBody(configuration: configuration))
    case .segmented, .palette: return AnyView(SegmentedPickerBody(configuration: configuration))
    case .inline: return AnyView(InlinePickerBody(configuration: configuration))
    case .wheel: return AnyView(WheelPickerBody(configuration: configuration))
    case .navigationLink: return AnyView(NavigationPickerBody(configuration: configuration))
    }
  }
}

/// One option of a picker, drawn from its nodes.
nonisolated struct PickerOption: View, ResolvableView {
  let options: PickerOptions
  let index: Int
  var body: PrimitiveBody { PrimitiveBody() }

  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let all = options.resolveOptions(context)
    guard index < all.count else { return [] }
    return all[index]
  }
}

nonisolated struct MenuPickerBody: View {
  let configuration: PickerStyleConfiguration
  @Environment(\.tint) var tint
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.font) var font
  @Environment(\.isListRow) var isListRow
  @Environment(\.labelsHidden) var labelsHidden

  var body: some View {
    let menu = HStack(spacing: 4) {
      if let i = configuration.options.selected {
        PickerOption(options: configuration.options, index: i)
      }
      Image(systemName: "chevron.up.chevron.down").imageScale(.small).font(font.weight(.semibold))
    }
    // In a list or form row, iOS shows the label leading and the selection trailing in
    // `secondaryLabel`; elsewhere the selection alone, in the tint.
    return HStack(spacing: 8) {
      if isListRow && !labelsHidden {
        configuration.label
        Spacer(minLength: 8)
        menu.foregroundStyle(isEnabled ? SystemColors.secondaryLabel.color : SystemColors.tertiaryLabel.color)
      } else {
        menu.foregroundStyle(isEnabled ? (tint ?? Color.accentColor) : SystemColors.tertiaryLabel.color)
      }
    }
  }
}

nonisolated struct SegmentedPickerBody: View {
  let configuration: PickerStyleConfiguration
  @Environment(\.colorScheme) var colorScheme
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.systemDesign) var design

  var body: some View {
    let options = configuration.options
    let m = design.metrics.segmented
    return HStack(spacing: 0) {
      ForEach(0..<options.tags.count) { i in
        let selected = options.selected == i
        PickerOption(options: options, index: i)
          .font(.system(size: 13, weight: selected ? .semibold : .regular))
          .lineLimit(1)
          .padding(.horizontal, 6)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(
            RoundedRectangle(cornerRadius: m.segmentRadius)
              .fill(
                selected ? (colorScheme == .dark ? Color(SystemColors.rgb(0x636366)) : Color.white) : .clear
              )
              .boxShadow(color: Color.black.opacity(selected ? 0.12 : 0), blur: 8, x: 0, y: 3)
          )
      }
    }
    .padding(2)
    .frame(height: m.height)
    .background(RoundedRectangle(cornerRadius: m.radius).fill(SystemColors.tertiarySystemFill.color))
    .opacity(isEnabled ? 1 : 0.5)
  }
}

nonisolated struct InlinePickerBody: View {
  let configuration: PickerStyleConfiguration
  @Environment(\.tint) var tint

  var body: some View {
    let options = configuration.options
    return VStack(spacing: 0) {
      ForEach(0..<options.tags.count) { i in
        HStack {
          PickerOption(options: options, index: i)
          Spacer(minLength: 8)
          if options.selected == i {
            Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(
              tint ?? Color.accentColor)
          }
        }
        .frame(minHeight: 44)
      }
    }
  }
}

nonisolated struct WheelPickerBody: View {
  let configuration: PickerStyleConfiguration

  /// How a row `offset` rows from the selection fades as the wheel turns it away.
  static func rowOpacity(_ offset: Int) -> Double { offset == 0 ? 1 : abs(offset) == 1 ? 0.45 : 0.2 }

  var body: some View {
    let options = configuration.options
    let center = options.selected ?? 0
    return ZStack {
      RoundedRectangle(cornerRadius: 8).fill(SystemColors.tertiarySystemFill.color).frame(height: 32)
      VStack(spacing: 0) {
        ForEach(-2..<3) { offset in
          let i = center + offset
          Group {
            if i >= 0 && i < options.tags.count {
              PickerOption(options: options, index: i)
                .font(.system(size: offset == 0 ? 21 : 20))
                .opacity(Self.rowOpacity(offset))
            } else {
              Color.clear
            }
          }
          .frame(height: 32)
        }
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: 160)
    .clipped()
  }
}

nonisolated struct NavigationPickerBody: View {
  let configuration: PickerStyleConfiguration

  var body: some View {
    HStack {
      configuration.label
      Spacer(minLength: 8)
      if let i = configuration.options.selected {
        PickerOption(options: configuration.options, index: i).foregroundStyle(
          SystemColors.secondaryLabel.color)
      }
      Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold))
        .foregroundStyle(SystemColors.tertiaryLabel.color)
    }
  }
}
