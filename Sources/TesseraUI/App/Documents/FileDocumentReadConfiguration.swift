import Foundation

#if canImport(UniformTypeIdentifiers) && canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// What a document reads from: the file and its type.
public struct FileDocumentReadConfiguration {
  /// The type of the file's contents.
  public let contentType: UTType
  /// The file.
  public let file: FileWrapper
  /// A configuration for reading `file` as `contentType`.
  init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}
