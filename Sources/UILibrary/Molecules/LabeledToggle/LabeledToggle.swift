import TesseraUI

/// A setting that is on or off: a title (and an optional subtitle) with a switch, as a SwiftUI
/// `Toggle` drawn in the library's ``LabeledToggleStyle`` (a `ToggleStyle`).
///
///     LabeledToggle("Order updates", subtitle: "Shipping and delivery", isOn: $settings.orderUpdates,
///                   style: styles.labeledToggle())
///
/// `.disabled(_:)` around it fades it and ignores taps, as for any `Toggle`.
/// - Note: Molecule. Composes ``PrimaryText``; the value lives in the binding.
public struct LabeledToggle: View {
  let title: String
  let subtitle: String?
  let isOn: Binding<Bool>
  let style: LabeledToggleStyle

  /// Creates a toggle.
  /// - Parameters:
  ///   - title: The title, also the toggle's accessibility label.
  ///   - subtitle: A line under the title. Default nil.
  ///   - isOn: Whether the setting is on.
  ///   - style: The look.
  public init(_ title: String, subtitle: String? = nil, isOn: Binding<Bool>, style: LabeledToggleStyle) {
    self.title = title
    self.subtitle = subtitle
    self.isOn = isOn
    self.style = style
  }

  /// The toggle.
  public var body: some View {
    Toggle(isOn: isOn) {
      VStack(alignment: .leading, spacing: 2) {
        PrimaryText(title, style: style.title)
        subtitle.map { PrimaryText($0, style: style.subtitle) }
      }
    }
    .toggleStyle(style)
  }
}
