import Foundation

#if canImport(UniformTypeIdentifiers) && canImport(Darwin)
  import UniformTypeIdentifiers
#endif

/// A document stored as an object that views observe, as SwiftUI's `ReferenceFileDocument`: it
/// saves from a snapshot of itself. A ``DocumentGroup`` of such documents is drawn with a new
/// document in its editor.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
  /// A value holding the document's contents at one moment, written to the file.
  associatedtype Snapshot
  /// What ``init(configuration:)`` receives.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// What ``fileWrapper(snapshot:configuration:)`` receives.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
  /// The types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes (default: the readable ones).
  static var writableContentTypes: [UTType] { get }
  /// Loads a document from a file; throws when its contents cannot be read.
  init(configuration: ReadConfiguration) throws
  /// The document's contents now, for writing as `contentType`.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// The file a snapshot saves as.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
  /// The readable types: a document writes what it reads unless it says otherwise.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
