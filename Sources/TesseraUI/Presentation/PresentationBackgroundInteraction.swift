/// Whether a presentation's background takes touches.
public struct PresentationBackgroundInteraction: Sendable {
  let enabled: Bool
  /// The system decides.
  public static let automatic = PresentationBackgroundInteraction(enabled: false)
  /// Enabled.
  public static let enabled = PresentationBackgroundInteraction(enabled: true)
  /// Disabled.
  public static let disabled = PresentationBackgroundInteraction(enabled: false)
  /// Enabled up through a detent.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(enabled: true)
  }
}
