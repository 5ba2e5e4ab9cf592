import Foundation

#if canImport(UniformTypeIdentifiers) && canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// A document stored as a value, as SwiftUI's `FileDocument`: the types it reads and writes, how
/// it loads from a ``FileWrapper`` and how it saves to one. A ``DocumentGroup`` of such documents
/// is drawn with a new document in its editor.
@preconcurrency
public protocol FileDocument: Sendable {
  /// What ``init(configuration:)`` receives.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What ``fileWrapper(configuration:)`` receives.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
  /// The types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes (default: the readable ones).
  static var writableContentTypes: [UTType] { get }
  /// Loads a document from a file; throws when its contents cannot be read.
  init(configuration: ReadConfiguration) throws
  /// The file the document saves as; throws when it cannot be written.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
  /// The readable types: a document writes what it reads unless it says otherwise.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

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
