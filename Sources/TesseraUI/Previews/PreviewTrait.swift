/// A setting of a preview (its layout, its orientation), as SwiftUI's `PreviewTrait`.
public struct PreviewTrait<T>: Sendable {
  /// What the trait sets.
  public enum Kind: Hashable, Sendable {
    /// The device's screen (the default).
    case defaultLayout
    /// The view at its own size.
    case sizeThatFits
    /// The view in a frame of a fixed size, in points.
    case fixed(width: Double, height: Double)
    /// A device orientation.
    case orientation(InterfaceOrientation)
    /// A ``PreviewModifier`` applied around the preview.
    case modifier(PreviewModifierTrait)
  }
  /// What the trait sets.
  public let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's screen.
  public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .defaultLayout) }
  /// The view at its own size.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFits) }
  /// The view in a `width`×`height` point frame.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(kind: .fixed(width: width, height: height))
  }
  /// Portrait orientation.
  public static var portrait: PreviewTrait { PreviewTrait(kind: .orientation(.portrait)) }
  /// Portrait, upside down.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .orientation(.portraitUpsideDown)) }
  /// Landscape, home button on the left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .orientation(.landscapeLeft)) }
  /// Landscape, home button on the right.
  public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .orientation(.landscapeRight)) }
}

extension PreviewProvider {
  /// Nil: the platform being built for.
  public static var platform: PreviewPlatform? { nil }
}

extension View {
  /// The name a preview shows.
  public func previewDisplayName(_ name: String?) -> some View {
    modifier(EnvironmentModifier { $0.previewName = name })
  }
  /// How a preview is laid out.
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    modifier(EnvironmentModifier { $0.previewLayout = layout })
  }
  /// The device a preview shows.
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    modifier(EnvironmentModifier { $0.previewDevice = device })
  }
  /// The orientation a preview shows.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    modifier(EnvironmentModifier { $0.previewOrientation = orientation })
  }
}

extension EnvironmentValues {
  /// The name set with `.previewDisplayName(_:)`, for previews tooling.
  var previewName: String? {
    get { self[PreviewNameKey.self] }
    set { self[PreviewNameKey.self] = newValue }
  }
  /// The layout set with `.previewLayout(_:)`.
  var previewLayout: PreviewLayout? {
    get { self[PreviewLayoutKey.self] }
    set { self[PreviewLayoutKey.self] = newValue }
  }
  /// The device set with `.previewDevice(_:)`.
  var previewDevice: PreviewDevice? {
    get { self[PreviewDeviceKey.self] }
    set { self[PreviewDeviceKey.self] = newValue }
  }
  /// The orientation set with `.previewInterfaceOrientation(_:)`.
  var previewOrientation: InterfaceOrientation? {
    get { self[PreviewOrientationKey.self] }
    set { self[PreviewOrientationKey.self] = newValue }
  }
}

private struct PreviewNameKey: EnvironmentKey {
  static var defaultValue: String? { nil }
}
private struct PreviewLayoutKey: EnvironmentKey {
  static var defaultValue: PreviewLayout? { nil }
}
private struct PreviewDeviceKey: EnvironmentKey {
  static var defaultValue: PreviewDevice? { nil }
}
private struct PreviewOrientationKey: EnvironmentKey {
  static var defaultValue: InterfaceOrientation? { nil }
}
