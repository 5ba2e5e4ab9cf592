#if canImport(CoreTransferable)
  import CoreTransferable
#endif

// Status: partial, as ShareLink: drawn as its label; the share sheet and the item's
// representations are not used in a still.

nonisolated extension ShareLink {
  /// A share link for any transferable item, with a preview for the share sheet and a label view.
  public init<Item: Transferable, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(item: "", subject: subject, message: message, label: label)
  }
  /// A share link for several transferable items, each with its preview, and a label view.
  public init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) where Data.Element: Transferable {
    self.init(item: "", subject: subject, message: message, label: label)
  }
}

nonisolated extension ShareLink where Label == TesseraUI.Label<Text, Image> {
  /// A share link for any transferable item with a preview, labeled "Share".
  public init<Item: Transferable, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(item: "", subject: subject, message: message)
  }
  /// A share link for any transferable item with a preview and a title.
  public init<Item: Transferable, PreviewImage, PreviewIcon>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(item: "", subject: subject, message: message) {
      TesseraUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }
}
