import TesseraUI

/// A small capsule with an icon and a short label ("In stock").
/// - Note: Molecule. Composes ``IconView`` and ``PrimaryText``.
public struct BadgeWithIcon: View {
  let icon: String
  let label: String
  let style: BadgeWithIconStyle
  @Environment(\.dsDensity) var density

  /// Creates a badge.
  public init(icon: String, label: String, style: BadgeWithIconStyle) {
    self.icon = icon
    self.label = label
    self.style = style
  }

  /// The badge.
  public var body: some View {
    HStack(spacing: 4 * density.scale) {
      IconView(icon, style: style.icon)
      PrimaryText(label, style: style.text)
    }
    .padding(.horizontal, 10 * density.scale).padding(.vertical, 4 * density.scale)
    .background(Capsule().fill(style.fill))
  }
}
