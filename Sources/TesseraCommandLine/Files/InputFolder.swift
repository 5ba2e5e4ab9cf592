import Foundation
import TesseraFiles
import TesseraPNG

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder the command reads (a side of a comparison), listed so that every file in it is
/// accounted for, by the bytes of its name.
///
/// - The folder itself may be a symbolic link (a monorepo link, a CI cache): it is followed.
/// - Names are bytes, as the file system holds them: names that are not UTF-8 are kept, and two
///   names that Unicode calls equivalent (`café` in NFC and in NFD) are two files.
/// - Links, devices and sockets inside, and paths longer than ``maximumPathLength`` bytes, are
///   listed as problems (the comparison reports them as errors), never skipped.
/// - Tessera's own bookkeeping files (the ``OwnedFiles`` marker and the files it lists that are not
///   images, such as `manifest.json` and `index.html`) are left out; every other file is listed.
package struct InputFolder: Sendable {
  /// A file under the folder.
  package struct Item: Sendable {
    /// The path relative to the folder, `/`-separated, as bytes.
    package var relative: [UInt8]
    /// Why it cannot be compared, or nil for a regular file.
    package var problem: String?
  }

  /// The longest relative path read, in bytes.
  package static let maximumPathLength = 4096

  /// The folder as given.
  package let path: String
  /// The folder with links resolved.
  package let root: String
  /// Every file, sorted by the bytes of its relative path.
  package let items: [Item]

  /// Lists a folder.
  /// - Parameter role: what the folder is ("baseline", "current"), for messages.
  /// - Throws: ``InputError`` when the folder is missing, not a folder, or unreadable.
  package init(_ path: String, role: String) throws {
    self.path = path
    let shown = Escape.console(path)
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw InputError("the \(role) folder \(shown) does not exist")
    }
    guard FilePaths.kind(of: info) == .folder else {
      throw InputError("the \(role) folder \(shown) is a file, not a folder")
    }
    root = FilePaths.canonical(path)
    var bookkeeping: Set<[UInt8]> = [Array(OwnedFiles.fileName.utf8)]
    if let marker = try? OwnedFiles.read(in: root) {
      // Tessera's own files besides the snapshots: manifests, pages, audit reports, accessibility
      // trees and their overlay pictures.
      for f in marker.files where !f.lowercased().hasSuffix(".png") || f.hasSuffix(".a11y.png") {
        bookkeeping.insert(Array(f.utf8))
      }
    } else if OwnedFiles.hasUnmarkedPreviewsManifest(in: root) {
      bookkeeping.formUnion([Array("manifest.json".utf8), Array("index.html".utf8)])
    }
    var items: [Item] = []
    try Self.walk(root: Array(root.utf8), relative: [], into: &items, shown: shown, depth: 0)
    self.items = items.filter { !bookkeeping.contains($0.relative) }.sorted {
      $0.relative.lexicographicallyPrecedes($1.relative)
    }
  }

  private static func walk(
    root: [UInt8], relative: [UInt8], into items: inout [Item], shown: String, depth: Int
  )
    throws
  {
    let folder = relative.isEmpty ? root : root + [0x2F] + relative
    guard depth < 256 else {
      items.append(Item(relative: relative, problem: "folders nested more than 256 deep"))
      return
    }
    guard let dir = opendir(folder.cPath) else {
      let reason = FilePaths.reason()
      if relative.isEmpty { throw InputError("cannot read the folder \(shown): \(reason)") }
      items.append(Item(relative: relative, problem: "cannot read this folder: \(reason)"))
      return
    }
    defer { closedir(dir) }
    var names: [[UInt8]] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> [UInt8] in
        Array(raw.prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      // What a write killed before its rename left (`.X.png.tmp-<pid>-<n>`) is no image of either
      // side: skipped, so a stray temporary never fails a later comparison.
      if let text = String(validating: name, as: UTF8.self), AtomicFile.isTemporaryName(text) { continue }
      names.append(name)
    }
    for name in names {
      let rel = relative.isEmpty ? name : relative + [0x2F] + name
      if rel.count > maximumPathLength || root.count + 1 + rel.count >= Int(PATH_MAX) {
        items.append(Item(relative: rel, problem: "its path is longer than \(maximumPathLength) bytes"))
        continue
      }
      var info = stat()
      let full = root + [0x2F] + rel
      guard lstat(full.cPath, &info) == 0 else {
        items.append(Item(relative: rel, problem: "cannot read it: \(FilePaths.reason())"))
        continue
      }
      switch FilePaths.kind(of: info) {
      case .folder: try walk(root: root, relative: rel, into: &items, shown: shown, depth: depth + 1)
      case .file: items.append(Item(relative: rel, problem: nil))
      case .link:
        items.append(
          Item(
            relative: rel,
            problem:
              "it is a symbolic link; Tessera compares files, not links (only the folder given may be a link)"
          ))
      case .other:
        items.append(Item(relative: rel, problem: "it is not a regular file (a pipe, socket or device)"))
      }
    }
  }

  /// The bytes of a file, read with POSIX calls on its byte path.
  /// - Throws: ``InputError`` naming the file and the cause in words.
  package func read(_ relative: [UInt8], role: String) throws -> [UInt8] {
    let full = Array(root.utf8) + [0x2F] + relative
    let shown = Escape.console(path) + "/" + Escape.console(bytes: relative)
    switch FileBytes.read(cPath: full.cPath, followLinks: false) {
    case .success(let bytes): return bytes
    case .failure(let failure): throw InputError("cannot read the \(role) file \(shown): \(failure.words)")
    }
  }
}

extension Array where Element == UInt8 {
  /// The bytes as a NUL-terminated C string, to pass to POSIX calls.
  var cPath: [CChar] { map { CChar(bitPattern: $0) } + [0] }
}
