import TesseraUI

/// An icon followed by a label, aligned on the label's first baseline.
///
///     LabeledIcon(icon: "local_shipping", label: "Free delivery", style: factory.labeledIcon())
///
/// - Note: Molecule. Composes ``IconView`` and ``PrimaryText``.
public struct LabeledIcon: View {
  let icon: String
  let label: String
  let style: LabeledIconStyle
  @Environment(\.dsDensity) var density

  /// Creates a labeled icon.
  public init(icon: String, label: String, style: LabeledIconStyle) {
    self.icon = icon
    self.label = label
    self.style = style
  }

  /// The icon and label.
  public var body: some View {
    HStack(spacing: style.spacing * density.scale) {
      IconView(icon, style: style.icon)
      PrimaryText(label, style: style.text)
    }
  }
}
