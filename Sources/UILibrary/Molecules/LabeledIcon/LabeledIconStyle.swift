/// The look of ``LabeledIcon``: its icon and text styles and the space between them.
public struct LabeledIconStyle: Hashable, Sendable {
  /// The icon's style.
  public var icon: IconStyle
  /// The label's style.
  public var text: PrimaryTextStyle
  /// Space between icon and label, in points before density scaling.
  public var spacing: Double

  /// Creates a style.
  public init(icon: IconStyle, text: PrimaryTextStyle, spacing: Double = 8) {
    self.icon = icon
    self.text = text
    self.spacing = spacing
  }
}
