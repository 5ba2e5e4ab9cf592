import Foundation

/// What a ``DocumentGroup``'s editor gets for a ``FileDocument``, as SwiftUI's
/// `FileDocumentConfiguration`: a binding to the document, its file's location and whether it can
/// be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; editing it through the binding changes it.
  @Binding public var document: Document
  /// Where the document is saved; nil for a new document (the one Tessera draws).
  public var fileURL: URL?
  /// Whether the document can be edited: false when the group only views documents.
  public var isEditable: Bool
  /// A configuration for `document`.
  init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
