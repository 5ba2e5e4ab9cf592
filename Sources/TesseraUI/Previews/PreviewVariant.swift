import TesseraText

/// One combination of the settings a preview is rendered in: color scheme, Dynamic Type size,
/// layout direction, locale, device, iOS design, and a value of each ``PreviewDimension`` a linked module
/// declares (a design system's theme). Each comes from the environment, so a component that
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
  /// The iOS design controls and system colours are drawn in. Default ``SystemDesign/standard``.
  public var design: SystemDesign
  /// The value of each ``PreviewDimension`` by the dimension's name; a dimension not listed is
  /// drawn in its default value (the first of its values). Default empty.
  public var dimensions: [String: String]

  /// A variant; every setting defaults to iOS's default.
  public init(
    colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
    layoutDirection: LayoutDirection = .leftToRight, locale: String = "en_US", device: Device? = nil,
    design: SystemDesign = .standard, dimensions: [String: String] = [:]
  ) {
    self.colorScheme = colorScheme
    self.dynamicTypeSize = dynamicTypeSize
    self.layoutDirection = layoutDirection
    self.locale = locale
    self.device = device
    self.design = design
    self.dimensions = dimensions
  }

  /// iOS's defaults: light, large, left-to-right, en_US, the preview's own device.
  public static let standard = PreviewVariant()

  /// What differs from the defaults, each part after a dot (".dark.accessibility3.rtl.ar_EG.iPad
  /// Pro 13-inch.ios26.brandA"); empty for ``standard``. Parts come in that order, the values of
  /// ``dimensions`` last, by dimension name, each as its dimension names it
  /// (``PreviewDimension/name(of:)``).
  public var nameSuffix: String {
    var parts: [String] = []
    if colorScheme != .light { parts.append(colorScheme.rawValue) }
    if dynamicTypeSize != .large { parts.append(Self.name(of: dynamicTypeSize)) }
    if layoutDirection == .rightToLeft { parts.append("rtl") }
    if locale != "en_US" { parts.append(locale) }
    if let device { parts.append(device.isLandscape ? "\(device.name) landscape" : device.name) }
    if design != .standard { parts.append(design.rawValue) }
    for name in dimensions.keys.sorted() {
      let value = dimensions[name] ?? ""
      parts.append(Previews.dimension(named: name)?.name(of: value) ?? value)
    }
    return parts.map { "." + $0 }.joined()
  }

  /// The settings in words: "light, large, left-to-right, en_US".
  public var description: String {
    var parts = [
      colorScheme.rawValue, Self.name(of: dynamicTypeSize),
      layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right", locale,
    ]
    if let device { parts.append(device.name) }
    if design != .standard { parts.append(design.rawValue) }
    for name in dimensions.keys.sorted() { parts.append("\(name) \(dimensions[name] ?? "")") }
    return parts.joined(separator: ", ")
  }

  /// Sets the variant's values in `environment`.
  public func apply(to environment: inout EnvironmentValues) {
    environment.colorScheme = colorScheme
    environment.dynamicTypeSize = dynamicTypeSize
    environment.layoutDirection = layoutDirection
    environment.locale = Locale(identifier: locale)
    environment.systemDesign = design
  }

  /// Every combination of the given values, in the order given, color scheme varying slowest and
  /// the dimensions fastest (by name); designs vary between devices and dimensions.
  /// - Parameter dimensions: the values of each ``PreviewDimension`` by its name; a value that is
  ///   its dimension's default (the first of its values) is left out of the variant, so its images
  ///   keep their names. Default: none.
  public static func matrix(
    colorSchemes: [ColorScheme] = [.light], dynamicTypeSizes: [DynamicTypeSize] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight], locales: [String] = ["en_US"],
    devices: [Device?] = [nil], designs: [SystemDesign] = [.standard], dimensions: [String: [String]] = [:]
  ) -> [PreviewVariant] {
    var extras: [[String: String]] = [[:]]
    for name in dimensions.keys.sorted() {
      let first = Previews.dimension(named: name)?.values.first
      let values = dimensions[name] ?? []
      extras = extras.flatMap { base in
        values.map { value in
          var e = base
          if value != first { e[name] = value }
          return e
        }
      }
    }
    var all: [PreviewVariant] = []
    for c in colorSchemes {
      for s in dynamicTypeSizes {
        for d in layoutDirections {
          for l in locales {
            for device in devices {
              for design in designs {
                for e in extras {
                  all.append(
                    PreviewVariant(
                      colorScheme: c, dynamicTypeSize: s, layoutDirection: d, locale: l, device: device,
                      design: design, dimensions: e))
                }
              }
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
