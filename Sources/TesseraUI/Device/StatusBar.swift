/// The status bar iOS draws over the top of the screen, always in the same state so images are
/// reproducible: 9:41, full cellular signal and Wi-Fi, a full battery (Apple's marketing state).
/// Drawn in the primary label color (black in light, white in dark).
///
/// Measured from Apple's iOS UI kit and iOS 17/18 screenshots (positions to the half point): on
/// Dynamic Island iPhones a 54-point bar, "9:41" in 17-point semibold centered 53 points from the
/// leading edge, the indicators 7 points apart (signal 19x12, Wi-Fi 17 wide, battery 27x13 with a
/// 35% outline) as far from the trailing edge, both centered 32 points from the top; on iPhone SE
/// a 20-point bar, time centered in 12-point semibold; on iPads a 24-point bar, time and date at
/// the leading edge, indicators and "100%" at the trailing edge.
nonisolated struct StatusBar: View {
  let device: Device

  var body: some View {
    bar
      .foregroundStyle(Color.primary)
      .frame(maxHeight: .infinity)
      .environment(\.layoutDirection, .leftToRight)
      // The indicators' places are the status bar's own, not their glyphs' widths.
      .environment(\.symbolFramesAreSquare, true)
  }

  /// The bar's content for the device's top hardware.
  @ViewBuilder private var bar: some View {
    switch device.topHardware {
    case .dynamicIsland:
      HStack(spacing: 0) {
        Text(verbatim: "9:41").font(.system(size: 17, weight: .semibold))
          .frame(maxWidth: .infinity)
          .padding(.trailing, 28)
        Color.clear.frame(width: 126)
        HStack(spacing: 7) {
          StatusBarSignal()
          StatusBarWiFi(size: 17)
          StatusBarBattery()
        }
        .frame(maxWidth: .infinity)
        .padding(.leading, 28)
      }
      .padding(.top, 10)
    case .none:
      ZStack {
        HStack(spacing: 5) {
          StatusBarSignal()
          StatusBarWiFi(size: 12)
          Spacer(minLength: 0)
          StatusBarBattery()
        }
        Text(verbatim: "9:41").font(.system(size: 12, weight: .semibold))
      }
      .padding(.horizontal, 6)
    case .tablet:
      HStack(spacing: 6) {
        Text(verbatim: "9:41  Mon Jun 10").font(.system(size: 12, weight: .semibold))
        Spacer(minLength: 0)
        StatusBarWiFi(size: 12)
        Text(verbatim: "100%").font(.system(size: 12, weight: .semibold))
        StatusBarBattery()
      }
      .padding(.horizontal, 20)
    }
  }
}

/// Four cellular signal bars, all lit: 19x12 points.
nonisolated struct StatusBarSignal: View {
  var body: some View {
    HStack(alignment: .bottom, spacing: 1.9) {
      ForEach([4.4, 6.8, 9.4, 12.2], id: \.self) { h in
        RoundedRectangle(cornerRadius: 1.1).frame(width: 3.4, height: h)
      }
    }
  }
}

/// The Wi-Fi indicator at full strength.
nonisolated struct StatusBarWiFi: View {
  let size: CGFloat
  var body: some View {
    Image(systemName: "wifi").font(.system(size: size, weight: .semibold))
  }
}

/// A full battery: a 25x13 outline at 35% opacity, the charge inside, and the terminal nub
/// (27x13 in all).
nonisolated struct StatusBarBattery: View {
  var body: some View {
    HStack(spacing: 1) {
      ZStack {
        RoundedRectangle(cornerRadius: 4, style: .continuous)
          .strokeBorder(Color.primary.opacity(0.35), lineWidth: 1)
        RoundedRectangle(cornerRadius: 2.5, style: .continuous).padding(2)
      }
      .frame(width: 25, height: 13)
      RoundedRectangle(cornerRadius: 1).fill(Color.primary.opacity(0.4)).frame(width: 1.5, height: 4)
    }
  }
}
