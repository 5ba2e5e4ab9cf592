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
