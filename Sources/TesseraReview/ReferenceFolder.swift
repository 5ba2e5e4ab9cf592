import Foundation
import TesseraCommandLine
import TesseraFiles
import TesseraPNG

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of reference images that accepted decisions are written into (`tessera review`,
/// `tessera accept`): the one way they change references.
///
/// - The folder's lock is held from opening to the end of the process (or ``release()``), so no
///   other `tessera` process writes there meanwhile, and a second review of it is refused.
/// - A change is applied only if every file it touches still holds the bytes the comparison saw
///   (their SHA-256 digests): a reference changed on disk since is reported, and then nothing is
///   written at all.
/// - Only relative paths of safe names (``PathName/isSafeRelativePath(_:)``) ending in `.png`,
///   never through a symbolic link, never outside the folder; each file is written beside its
///   target, synced and renamed into place, and Ctrl-C waits for the batch to end.
/// - Deleting is limited to the accepted removal of a reference (and its alternates) whose bytes
///   are the ones the reviewer saw.
/// - A folder Tessera manages (it holds `.tessera-owned.json`, as `tessera previews` writes) has
///   its marker updated, so later runs know the new files.
final class ReferenceFolder: @unchecked Sendable {
  /// One change to a file of the folder.
  enum Change: Sendable, Equatable {
    /// Writes `bytes` at `path`; `expected` is the SHA-256 the file must have now (nil: it must
    /// not exist).
    case write(path: String, bytes: [UInt8], expected: String?)
    /// Deletes `path`, which must have the SHA-256 `expected`.
    case delete(path: String, expected: String)

    /// The path the change touches.
    var path: String {
      switch self {
      case .write(let path, _, _), .delete(let path, _): return path
      }
    }
  }

  /// A change made, for the list printed to commit.
  struct Applied: Sendable, Equatable, Codable {
    /// `modified`, `added` or `deleted`.
    var action: String
    /// The path relative to the folder.
    var path: String
  }

  /// Why nothing was applied: files that changed on disk since the comparison.
  struct Stale: Error, CustomStringConvertible {
    /// The files, relative to the folder, each with what was found.
    var files: [(path: String, found: String)]

    var description: String {
      "the reference folder changed since the comparison; nothing was applied:\n"
        + files.map { "  \(Escape.console($0.path)): \($0.found)" }.joined(separator: "\n")
        + "\ncompare again (the images you accepted may no longer be the right ones)"
    }
  }

  /// The folder as the user gave it (for messages).
  let path: String
  /// The folder with links in its path resolved.
  let root: String
  private let lock: FolderLock

  /// Opens an existing folder of references and takes its lock.
  /// - Parameter flag: the option or argument that named it, for messages.
  /// - Throws: ``InputError`` when it is missing, not a folder, not writable, or another `tessera`
  ///   process holds it (a review of it still open, say).
  init(_ path: String, flag: String) throws {
    self.path = path
    let shown = Escape.console(path)
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw InputError("the reference folder \(shown) (\(flag)) does not exist")
    }
    guard FilePaths.kind(of: info) == .folder else {
      throw InputError("the reference folder \(shown) (\(flag)) is a file, not a folder")
    }
    root = FilePaths.canonical(path)
    do { lock = try FolderLock(root) } catch {
      throw InputError(
        "another tessera process is using the reference folder \(shown): a `tessera review` of it may still be open (open the address it printed, or stop it with Ctrl-C in its terminal), or a render is writing there"
      )
    }
    guard access(root, W_OK) == 0 else {
      throw InputError("cannot write into the reference folder \(shown): \(FilePaths.reason())")
    }
  }

  /// Releases the folder's lock.
  func release() { lock.release() }

  /// The SHA-256 of the file at `relative` now: nil when nothing is there.
  /// - Throws: ``InputError`` when something other than a regular file is there, or the path
  ///   passes through a link.
  func digest(of relative: String) throws -> String? {
    try checkSafe(relative)
    try checkFolders(of: relative, create: false)
    let target = root + "/" + relative
    switch FilePaths.kind(atPath: target) {
    case nil: return nil
    case .file?:
      switch FileBytes.read(target, followLinks: false) {
      case .success(let bytes): return SHA256.hex(bytes)
      case .failure(let f): throw InputError("cannot read \(Escape.console(target)): \(f.words)")
      }
    case .link?:
      throw InputError("\(Escape.console(target)) is a symbolic link; Tessera does not write through links")
    default: throw InputError("\(Escape.console(target)) is not a regular file")
    }
  }

  /// The first alternate name of `relative` (`NAME~altN.png`) where nothing is, nor is planned.
  func freeAlternate(of relative: String, besides planned: Set<String>) throws -> String {
    for n in 1...ReferenceAlternates.maximumNumber {
      guard let name = ReferenceAlternates.path(of: relative, number: n) else { break }
      if planned.contains(name) { continue }
      if FilePaths.kind(atPath: root + "/" + name) == nil { return name }
    }
    throw InputError(
      "\(Escape.console(relative)) already has \(ReferenceAlternates.maximumNumber) alternate references; delete some before adding another"
    )
  }

  /// Applies the changes: all of them, or, when a file changed on disk since the comparison,
  /// none.
  /// - Returns: what was done, in the order given.
  /// - Throws: ``Stale`` (nothing written); ``InputError`` for a path that is not safe, a link on
  ///   the way, or a write that failed (naming what was already applied).
  func apply(_ changes: [Change]) throws -> [Applied] {
    var seen: Set<String> = []
    for change in changes {
      try checkSafe(change.path)
      guard seen.insert(change.path).inserted else {
        throw InputError("\(Escape.console(change.path)) would be changed twice")
      }
    }
    // Everything is checked before anything is written.
    var stale: [(String, String)] = []
    var existed: [String: Bool] = [:]
    for change in changes {
      let now = try digest(of: change.path)
      existed[change.path] = now != nil
      switch change {
      case .write(let path, _, let expected):
        if now != expected {
          stale.append(
            (
              path,
              expected == nil
                ? "it was not there, and now it is"
                : now == nil ? "it was deleted" : "its contents changed"
            ))
        }
      case .delete(let path, let expected):
        if now != expected { stale.append((path, now == nil ? "it was deleted" : "its contents changed")) }
      }
    }
    if !stale.isEmpty { throw Stale(files: stale) }
    var applied: [Applied] = []
    try Interrupts.finishing {
      do {
        for change in changes {
          switch change {
          case .write(let path, let bytes, _):
            try checkFolders(of: path, create: true)
            do { try AtomicFile.write(bytes, to: root + "/" + path, durable: true) } catch {
              throw InputError(
                "cannot write \(Escape.console(root + "/" + path)): \(ManagedFolder.words(error))")
            }
            applied.append(Applied(action: existed[path] == true ? "modified" : "added", path: path))
          case .delete(let path, _):
            if unlink(root + "/" + path) != 0 && errno != ENOENT {
              throw InputError("cannot delete \(Escape.console(root + "/" + path)): \(FilePaths.reason())")
            }
            applied.append(Applied(action: "deleted", path: path))
          }
        }
      } catch {
        let done = applied.map { "  \($0.action) \(Escape.console($0.path))" }.joined(separator: "\n")
        try? updateMarker(applied)
        throw InputError(
          "\(error)"
            + (applied.isEmpty ? "; nothing was applied" : "\nalready applied (each file whole):\n\(done)"))
      }
      try updateMarker(applied)
    }
    return applied
  }

  /// Lists written files in the folder's marker, and drops deleted ones, when Tessera manages it.
  private func updateMarker(_ applied: [Applied]) throws {
    guard !applied.isEmpty, var marker = try OwnedFiles.read(in: root) else { return }
    var files = Set(marker.files)
    var identities = marker.identities ?? [:]
    for a in applied {
      if a.action == "deleted" {
        files.remove(a.path)
      } else {
        files.insert(a.path)
      }
      identities[a.path] = nil  // Written by the reviewer's choice, not by a render: no identity.
    }
    marker = OwnedFiles(kind: marker.kind, files: files, identities: identities)
    let target = root + "/" + OwnedFiles.fileName
    do { try AtomicFile.write(try marker.encoded(), to: target) } catch {
      throw InputError("cannot update \(Escape.console(target)): \(ManagedFolder.words(error))")
    }
  }

  /// Refuses a path that is not a safe relative path to a PNG file (or an alternate of one).
  private func checkSafe(_ relative: String) throws {
    // An alternate's name is its reference's safe name with `~altN` before the extension.
    let named = ReferenceAlternates.primary(of: relative)?.path ?? relative
    guard PathName.isSafeRelativePath(named), named.lowercased().hasSuffix(".png") else {
      throw InputError(
        "\(Escape.console(relative)) is not a name Tessera writes into a reference folder (a relative path of letters, digits, -, _, ., @, ending in .png)"
      )
    }
  }

  /// Checks (and with `create`, makes) the folders on the way to `relative`: real folders, never
  /// links.
  private func checkFolders(of relative: String, create: Bool) throws {
    var prefix = root
    for part in relative.split(separator: "/").dropLast() {
      prefix += "/" + part
      if create, FilePaths.kind(atPath: prefix) == nil, mkdir(prefix, 0o755) != 0, errno != EEXIST {
        throw InputError("cannot create the folder \(Escape.console(prefix)): \(FilePaths.reason())")
      }
      switch FilePaths.kind(atPath: prefix) {
      case .folder?, nil: continue
      case .link?:
        throw InputError("\(Escape.console(prefix)) is a symbolic link; Tessera does not write through links")
      default:
        throw InputError("\(Escape.console(prefix)) is in the way: a file where a folder should be")
      }
    }
  }
}
