/// The iOS software keyboard (English, letters, an empty predictive bar), drawn in the device's
/// color scheme: 335 points tall on an iPhone 16 and 260 on an iPhone SE, as measured on the simulator. Measured from
/// iOS 17/18 screenshots of a 393-point-wide iPhone, scaled to the width: a 44-point predictive
/// bar with two separators, keys 42 points tall with a 5-point radius, 6 points apart across and 12 down, a 1-point
/// darker shadow under each key; letter keys white (#6D6D6D in dark), the shift, delete, "123" and
/// return keys #ABB0BA (#464646), the keyboard #D1D4DA (#2C2C2C); 22-point letters. On phones
/// with a home indicator, an 87-point strip with the emoji and dictation buttons and the home
/// indicator runs under the keys. Tablets draw the same rows, wider.
nonisolated struct SoftwareKeyboard: View {
  let device: Device
  @Environment(\.colorScheme) private var scheme

  /// The keyboard's height on a device, in points.
  static func height(on device: Device) -> Double {
    let keys: Double = Self.predictiveBar + 4 * 42 + 3 * 12
    let strip: Double = device.hasHomeIndicator && device.idiom == .phone ? 87 : 12
    return keys + strip
  }

  /// The height of the predictive (QuickType) bar above the keys, in points.
  static let predictiveBar = 44.0

  private var background: Color {
    scheme == .dark ? Color(red: 0.17, green: 0.17, blue: 0.17) : Color(red: 0.82, green: 0.83, blue: 0.855)
  }
  private var letterKey: Color { scheme == .dark ? Color(red: 0.43, green: 0.43, blue: 0.43) : .white }
  private var specialKey: Color {
    scheme == .dark ? Color(red: 0.275, green: 0.275, blue: 0.275) : Color(red: 0.67, green: 0.69, blue: 0.73)
  }
  private var shadow: Color { scheme == .dark ? .black : Color(red: 0.54, green: 0.54, blue: 0.55) }

  /// The width of a letter key for the screen: ten keys and nine gaps between 3-point margins.
  private var keyWidth: CGFloat { (device.width - 6 - 9 * 6) / 10 }

  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 0) {
        ForEach(0..<3) { i in
          if i > 0 { Rectangle().fill(specialKey).frame(width: 1, height: 25) }
          Color.clear.frame(maxWidth: .infinity)
        }
      }
      .frame(height: Self.predictiveBar - 12)
      row("QWERTYUIOP")
      row("ASDFGHJKL")
      HStack(spacing: 0) {
        key(symbol: "shift", width: keyWidth * 1.3, special: true)
        Spacer(minLength: 0)
        HStack(spacing: 6) { ForEach(Array("ZXCVBNM"), id: \.self) { letter($0) } }
        Spacer(minLength: 0)
        key(symbol: "delete.left", width: keyWidth * 1.3, special: true)
      }
      HStack(spacing: 6) {
        key(text: "123", width: keyWidth * 2.5 + 6, special: true)
        key(text: "space", width: nil, special: false)
        key(text: "return", width: keyWidth * 2.5 + 6, special: true)
      }
      if device.hasHomeIndicator && device.idiom == .phone {
        HStack {
          Image(systemName: "face.smiling").font(.system(size: 25))
          Spacer()
          Image(systemName: "mic").font(.system(size: 23))
        }
        .foregroundStyle(scheme == .dark ? Color.white : Color(red: 0.31, green: 0.33, blue: 0.36))
        .padding(.horizontal, 22)
        .padding(.top, 8)
        .frame(height: 75, alignment: .top)
      }
    }
    .padding(.horizontal, 3)
    .frame(width: device.width, height: Self.height(on: device), alignment: .top)
    .background(background)
    .environment(\.layoutDirection, .leftToRight)
    // The keys' glyphs sit where the keyboard puts them, not at their glyphs' widths.
    .environment(\.symbolFramesAreSquare, true)
  }

  private func row(_ letters: String) -> some View {
    HStack(spacing: 6) { ForEach(Array(letters), id: \.self) { letter($0) } }
  }

  private func letter(_ c: Character) -> some View {
    keyCap(width: keyWidth, special: false) {
      Text(verbatim: String(c).lowercased()).font(.system(size: 22))
    }
  }

  private func key(text: String, width: CGFloat?, special: Bool) -> some View {
    keyCap(width: width, special: special) { Text(verbatim: text).font(.system(size: 16)) }
  }

  private func key(symbol: String, width: CGFloat, special: Bool) -> some View {
    keyCap(width: width, special: special) { Image(systemName: symbol).font(.system(size: 18)) }
  }

  private func keyCap<Label: View>(width: CGFloat?, special: Bool, @ViewBuilder label: () -> Label)
    -> some View
  {
    label()
      .foregroundStyle(scheme == .dark ? Color.white : Color.black)
      .frame(width: width, height: 42)
      .frame(maxWidth: width == nil ? .infinity : nil)
      .background(
        RoundedRectangle(cornerRadius: 5, style: .continuous).fill(special ? specialKey : letterKey)
          .boxShadow(color: shadow, blur: 0, x: 0, y: 1))
  }
}
