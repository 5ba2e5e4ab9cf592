import TesseraUI

/// Every component preview of the library, atoms first: the one list the docs, the snapshot
/// tests and the command-line tool iterate.
public enum PreviewCatalog {
  /// All previews, by layer, then component, then variant as declared.
  public static var all: [ComponentPreview] {
    let lists: [[ComponentPreview]] = [
      PrimaryText.previews, IconView.previews, DividerLine.previews, AvatarImage.previews, Spacing.previews,
      PrimaryButton.previews, SecondaryButton.previews, LabeledIcon.previews, TextFieldWithTitle.previews,
      LabeledToggle.previews,
      BadgeWithIcon.previews, ErrorBadge.previews, OfflinePopup.previews, LoginForm.previews,
      ProductCard.previews,
      SurfaceContainer<AnyView>.previews,
    ]
    return lists.flatMap { $0 }.enumerated().sorted { a, b in
      (a.element.layer, a.offset) < (b.element.layer, b.offset)
    }.map(\.element)
  }
}
