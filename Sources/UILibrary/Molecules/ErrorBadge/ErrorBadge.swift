import TesseraUI

/// An error message in a badge with a warning icon.
/// - Note: Molecule. Composes ``BadgeWithIcon``.
public struct ErrorBadge: View {
  let message: String
  let style: ErrorBadgeStyle

  /// Creates an error badge.
  public init(message: String, style: ErrorBadgeStyle) {
    self.message = message
    self.style = style
  }

  /// The badge.
  public var body: some View { BadgeWithIcon(icon: "error", label: message, style: style) }
}
