import Foundation

/// What a ``DocumentGroup``'s editor gets for a ``ReferenceFileDocument``, as SwiftUI's
/// `ReferenceFileDocumentConfiguration`: the observed document, its file's location and whether
/// it can be edited.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document, observed: views that read it update when it changes.
  @ObservedObject public var document: Document
  /// Where the document is saved; nil for a new document (the one Tessera draws).
  public var fileURL: URL?
  /// Whether the document can be edited: false when the group only views documents.
  public var isEditable: Bool
  /// A configuration for `document`.
  init(document: Document, fileURL: URL?, isEditable: Bool) {
    self.document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
