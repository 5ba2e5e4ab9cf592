import Foundation

/// A control that shares an item, as SwiftUI's `ShareLink`: drawn as a borderless button
/// labeled "Share" with the `square.and.arrow.up` symbol (the share sheet is not drawn).
nonisolated public struct ShareLink<Label: View>: View {
  let label: Label

  /// A share link for a URL with a label view.
  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// A share link for a string with a label view.
  public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A share link for a URL with a preview for the share sheet and a label view.
  public init<I, C>(
    item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
  /// A share link for a string with a preview for the share sheet and a label view.
  public init<I, C>(
    item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// The label as a button.
  public var body: some View { Button(action: {}) { label } }
}

nonisolated extension ShareLink where Label == TesseraUI.Label<Text, Image> {
  /// A share link for a URL labeled "Share".
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      TesseraUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }
  /// A share link for a string labeled "Share".
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      TesseraUI.Label("Share", systemImage: "square.and.arrow.up")
    }
  }
  /// A share link for a URL with a preview, labeled "Share".
  public init<I, C>(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
    self.init(item: item, subject: subject, message: message)
  }
  /// A share link for a string with a preview, labeled "Share".
  public init<I, C>(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
    self.init(item: item, subject: subject, message: message)
  }
  /// A share link for a URL with a title.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      TesseraUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }
}
