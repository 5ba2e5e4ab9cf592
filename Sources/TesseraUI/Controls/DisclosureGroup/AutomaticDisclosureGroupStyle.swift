/// The default disclosure group style, `.automatic`, as iOS 17 draws it: the label and a
/// chevron (`chevron.right` in the tint, turned down when expanded) on one row, the content
/// below when expanded. In a `List` or `Form` the label row has the chevron at its trailing
/// edge and each content view is a row of its own.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// The automatic style.
  public init() {}
  /// The label row, then the content when expanded.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      DisclosureLabelRow(label: configuration.label, isExpanded: configuration.$isExpanded, inList: false)
      if configuration.isExpanded { configuration.content }
    }
  }
}
