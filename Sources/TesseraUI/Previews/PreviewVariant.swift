import TesseraText

/// One combination of the settings a preview is rendered in: color scheme, Dynamic Type size,
/// layout direction, locale and device. Each comes from the environment, so a component that
/// ignores one shows it.
///
/// ``nameSuffix`` names only what differs from the defaults, so adding a dimension to a run
/// leaves the names of the images it already made as they were.
public struct PreviewVariant: Hashable, Sendable, CustomStringConvertible {
  /// Light or dark. Default `.light`.
  public var colorScheme: ColorScheme
  /// The Dynamic Type size. Default `.large` (iOS's default).
  public var dynamicTypeSize: DynamicTypeSize
  /// Left-to-right or right-to-left. Default `.leftToRight`.
  public var layoutDirection: LayoutDirection
  /// The locale identifier. Default "en_US".
  public var locale: String
  /// The device of previews laid out on a screen; nil: the preview's own (`.previewDevice`), else
  /// an iPhone 16. Default nil.
  public var device: Device?

  /// A variant; every setting defaults to iOS's default.
  public init(
    colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight, locale: String = "en_US", device: Device? = nil
  ) {
    self.colorScheme = colorScheme
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.locale = locale
    self.device = device
  }

  /// iOS's defaults: light, large, left-to-right, en_US, the preview's own device.
  public static let standard = PreviewVariant()

  /// What differs from the defaults, each part after a dot (".dark.accessibility3.rtl.ar_EG.iPad
  /// Pro 13-inch"); empty for ``standard``. Parts come in that order.
  public var nameSuffix: String {
    var parts: [String] = []
    if colorScheme != .light { parts.append(colorScheme.rawValue) }
    if dynamicTypeSize != .large { parts.append(Self.name(of: dynamicTypeSize)) }
    if layoutDirection == .rightToLeft { parts.append("rtl") }
    if locale != "en_US" { parts.append(locale) }
    if let device { parts.append(device.isLandscape ? "\(device.name) landscape" : device.name) }
    return parts.map { "." + $0 }.joined()
  }

  /// The settings in words: "light, large, left-to-right, en_US".
  public var description: String {
    var parts = [
      colorScheme.rawValue, Self.name(of: dynamicTypeSize),
      layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right", locale,
    ]
    if let device { parts.append(device.name) }
    return parts.joined(separator: ", ")
  }

  /// Sets the variant's values in `environment`.
  public func apply(to environment: inout EnvironmentValues) {
    environment.colorScheme = colorScheme
    environment.dynamicTypeSize = dynamicTypeSize
    environment.layoutDirection = layoutDirection
    environment.locale = locale
  }

  /// Every combination of the given values, in the order given, color scheme varying slowest.
  public static func matrix(
    colorSchemes: [ColorScheme] = [.light], dynamicTypeSizes: [DynamicTypeSize] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight], locales: [String] = ["en_US"],
    devices: [Device?] = [nil]
  ) -> [PreviewVariant] {
    var all: [PreviewVariant] = []
    for c in colorSchemes {
      for s in dynamicTypeSizes {
        for d in layoutDirections {
          for l in locales {
            for device in devices {
              all.append(
                PreviewVariant(
                  colorScheme: c, dynamicTypeSize: s, layoutDirection: d, locale: l, device: device))
            }
          }
        }
      }
    }
    return all
  }

  /// The Dynamic Type size named as in Swift ("xSmall", "large", "accessibility3").
  public static func dynamicTypeSize(named name: String) -> DynamicTypeSize? {
    DynamicTypeSize.allCases.first { Self.name(of: $0).lowercased() == name.lowercased() }
  }

  /// A Dynamic Type size's name as in Swift.
  public static func name(of size: DynamicTypeSize) -> String {
    switch size {
    case .xSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .xLarge: "xLarge"
    case .xxLarge: "xxLarge"
    case .xxxLarge: "xxxLarge"
    case .accessibility1: "accessibility1"
    case .accessibility2: "accessibility2"
    case .accessibility3: "accessibility3"
    case .accessibility4: "accessibility4"
    case .accessibility5: "accessibility5"
    }
  }
}
