import Foundation

#if canImport(UniformTypeIdentifiers) && canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// What a document writes to: the type to write and the file saved before, if any.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file as last saved, or nil for a new document.
  public let existingFile: FileWrapper?
  /// A configuration for writing `contentType`.
  init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}
