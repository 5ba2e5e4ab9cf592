import TesseraUI

/// A transient notice that the connection is gone or poor, with an optional retry action.
/// - Note: Organism. No business logic: retrying belongs to the app.
public struct OfflinePopup: View {
  let configuration: OfflinePopupConfiguration
  let style: OfflinePopupStyle
  @Environment(\.dsDensity) var density

  /// Creates a popup.
  public init(configuration: OfflinePopupConfiguration, style: OfflinePopupStyle) {
    self.configuration = configuration
    self.style = style
  }

  /// The popup.
  public var body: some View {
    let d = density.scale
    HStack(alignment: .top, spacing: 12 * d) {
      IconView(configuration.icon, style: style.icon)
      VStack(alignment: .leading, spacing: 8 * d) {
        PrimaryText(configuration.title, style: style.title)
        PrimaryText(configuration.message, style: style.message)
        configuration.retryTitle.map { PrimaryButton(configuration: .init(title: $0), style: style.action) }
      }
      Spacer(minLength: 0)
    }
    .padding(16 * d)
    .modifier(RoundedSurfaceModifier(fill: style.surface, cornerRadius: style.cornerRadius))
    .modifier(ShadowModifier(color: style.shadowColor, radius: style.shadowRadius, y: 8))
  }
}
