import Foundation
import TesseraFiles
import TesseraPNG

/// The marker of a folder Tessera manages: `.tessera-owned.json`, listing every file Tessera wrote
/// there (relative paths). Only these files are ever replaced or deleted; anything else in the
/// folder is the user's, and the command refuses to write into a folder that holds such files.
///
/// Before a run writes, the marker lists what it had plus everything the run may write, so a run
/// killed half-way leaves no file the next run does not know; at the end it lists exactly what the
/// folder holds.
package struct OwnedFiles: Codable, Sendable, Equatable {
  /// What the folder is.
  package enum Kind: String, Codable, Sendable {
    /// `tessera previews` (and the rendered side of `verify`): images, manifest.json, index.html.
    case previews
    /// `tessera diff`, `verify` and `report merge`: index.html, results.json and images/.
    case report
    /// `tessera docs`: documentation images.
    case docs
  }

  /// Whether `folder` holds a previews manifest without a marker (an older Tessera's output, or a
  /// look-alike): its manifest.json and index.html are then left out of comparisons. It never
  /// makes the folder writable.
  package static func hasUnmarkedPreviewsManifest(in folder: String) -> Bool {
    guard let data = try? FileBytes.read(folder + "/manifest.json", limit: 64 << 20).get() else {
      return false
    }
    return (try? JSONDecoder().decode(LegacyManifest.self, from: Data(data))) != nil
  }

  private struct LegacyManifest: Decodable {
    package struct Image: Decodable { var path: String }
    package var images: [Image]
  }

  /// The marker's file name.
  package static let fileName = ".tessera-owned.json"

  /// Always "tessera": says what wrote the file.
  package var tool = "tessera"
  package var kind: Kind
  /// Relative paths, `/`-separated, sorted.
  package var files: [String]
  /// The identity (`FileIdentity`) of each file as Tessera left it: while a file keeps it, the
  /// file holds exactly the bytes Tessera wrote (so its stored digest is the digest Tessera
  /// computed from the pixels it encoded).
  package var identities: [String: String]?

  package init(kind: Kind, files: Set<String>, identities: [String: String] = [:]) {
    self.kind = kind
    self.files = files.sorted()
    let kept = identities.filter { files.contains($0.key) }
    self.identities = kept.isEmpty ? nil : kept
  }

  /// The marker of `folder`, or nil when it has none.
  /// - Throws: ``InputError`` when a marker is there but is not one Tessera wrote, or lists a path
  ///   that leaves the folder.
  package static func read(in folder: String) throws -> OwnedFiles? {
    let path = folder + "/" + fileName
    guard FilePaths.kind(atPath: path) != nil else { return nil }
    guard FilePaths.kind(atPath: path) == .file else {
      throw InputError("\(Escape.console(path)) is not a regular file; Tessera will not use this folder")
    }
    let bytes: [UInt8]
    switch FileBytes.read(path, limit: 64 << 20) {
    case .success(let b): bytes = b
    case .failure(.tooLarge):
      throw InputError("\(Escape.console(path)) is larger than 64 MiB; it is not a marker Tessera wrote")
    case .failure(let failure): throw InputError("cannot read \(Escape.console(path)): \(failure.words)")
    }
    let marker: OwnedFiles
    do { marker = try JSONDecoder().decode(OwnedFiles.self, from: Data(bytes)) } catch {
      throw InputError(
        "\(Escape.console(path)) is not a marker Tessera wrote (\(Escape.console("\(error)"))); Tessera will not write into \(Escape.console(folder))"
      )
    }
    guard marker.tool == "tessera" else {
      throw InputError("\(Escape.console(path)) was not written by Tessera")
    }
    if let bad = marker.files.first(where: { !PathName.isSafeRelativePath($0) }) {
      throw InputError(
        "\(Escape.console(path)) lists \(Escape.console(bad)), which is not a path inside the folder; Tessera will not use it"
      )
    }
    return marker
  }

  /// The marker's bytes: sorted, pretty-printed JSON ending in a newline.
  package func encoded() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(self)) + [0x0A]
  }
}
