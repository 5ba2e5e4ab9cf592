import Foundation
import TesseraFiles
import TesseraPNG
import TesseraSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An output folder, and the one way the command writes files: Tessera replaces and deletes only
/// the files it wrote there (listed in the folder's ``OwnedFiles`` marker), never writes through a
/// symbolic link inside the folder, writes each file beside its target and renames it into place,
/// and holds the folder's lock while it works.
///
/// Opening refuses, with a message naming the problem and the option to change:
/// - a folder that holds files Tessera did not write (one is named);
/// - an output that is, lies inside, or contains one of the command's inputs;
/// - a folder another `tessera` process is writing into;
/// - a path that is a file, or a marker Tessera did not write.
package final class ManagedFolder: @unchecked Sendable {
  /// The folder as the user gave it (for messages).
  package let path: String
  /// The folder with links in its path resolved: where files are written.
  package let root: String
  package let kind: OwnedFiles.Kind
  /// Files the folder held from earlier runs, by the marker.
  package let previouslyOwned: Set<String>
  /// Identities of the files as an earlier run left them (from the marker).
  private let previousIdentities: [String: String]
  private let lock: FolderLock
  private let state = Locked(State())

  private struct State {
    package var planned: Set<String> = []
    package var written: Set<String> = []
    package var identities: [String: String] = [:]
  }

  /// Opens (creating it when missing) an output folder.
  /// - Parameters:
  ///   - flag: the option that named the folder (`--output`), for messages.
  ///   - inputs: the folders the command reads; the output must not overlap any of them.
  /// - Throws: ``InputError`` (exit code 2) naming the problem.
  package init(
    _ path: String, kind: OwnedFiles.Kind, flag: String, inputs: [(flag: String, path: String)] = []
  )
    throws
  {
    self.path = path
    self.kind = kind
    let shown = Escape.console(path)
    try FilePaths.refuseOverlap(output: (flag, path), inputs: inputs)
    var info = stat()
    if stat(path, &info) == 0 {
      guard FilePaths.kind(of: info) == .folder else {
        throw InputError("\(flag) \(shown) is a file, not a folder; choose a folder for \(flag)")
      }
    } else {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw InputError("cannot create the folder \(shown) (\(flag)): \(Self.words(error))")
      }
    }
    root = FilePaths.canonical(path)
    lock = try FolderLock(root)
    guard access(root, W_OK) == 0 else {
      throw InputError("cannot write into the folder \(shown) (\(flag)): \(FilePaths.reason())")
    }
    var owned: Set<String>
    var identities: [String: String] = [:]
    if let marker = try OwnedFiles.read(in: root) {
      identities = marker.identities ?? [:]
      guard marker.kind == kind else {
        throw InputError(
          "\(shown) holds Tessera \(marker.kind.rawValue), not \(kind.rawValue); choose another folder for \(flag)"
        )
      }
      owned = Set(marker.files)
    } else {
      // A folder is Tessera's only when its own marker says so: another tool's manifest.json or
      // results.json (or one written to look like an older Tessera's) makes nothing writable.
      owned = []
    }
    owned.insert(OwnedFiles.fileName)
    previouslyOwned = owned
    previousIdentities = identities
    try Self.checkContents(of: root, owned: owned, shown: shown, flag: flag)
  }

  /// Refuses a folder holding anything Tessera did not write; deletes temporary files that a
  /// killed run of Tessera left beside files it owns.
  private static func checkContents(of root: String, owned: Set<String>, shown: String, flag: String) throws {
    var foreign: String? = nil
    var stale: [String] = []
    func walk(_ relative: String, depth: Int) throws {
      let folder = relative.isEmpty ? root : root + "/" + relative
      guard depth < 64 else {
        foreign = relative
        return
      }
      let names: [String]
      do { names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
        throw InputError("cannot read the folder \(Escape.console(folder)): \(words(error))")
      }
      for name in names where foreign == nil {
        let rel = relative.isEmpty ? name : relative + "/" + name
        switch FilePaths.kind(atPath: root + "/" + rel) {
        case .folder?:
          try walk(rel, depth: depth + 1)
        case .file?:
          if owned.contains(rel) { continue }
          let target = relative.isEmpty ? "" : relative + "/"
          if owned.contains(where: { o in
            o.hasPrefix(target) && !o.dropFirst(target.count).contains("/")
              && AtomicFile.isTemporaryName(name, for: String(o.dropFirst(target.count)))
          }) {
            stale.append(rel)
            continue
          }
          foreign = rel
        default:
          // Links, devices, sockets: never Tessera's.
          foreign = rel
        }
      }
    }
    try walk("", depth: 0)
    if let foreign {
      throw InputError(
        "the folder \(shown) holds files Tessera did not write, such as \(Escape.console(foreign)); Tessera replaces only files it wrote. Choose another folder with \(flag), or move those files away."
      )
    }
    for s in stale { unlink(root + "/" + s) }
  }

  /// Records what this run may write, before it writes: the marker then lists the old files and
  /// these, so a run killed half-way leaves no file the next run does not know.
  package func plan(_ files: Set<String>) throws {
    for f in files where !PathName.isSafeRelativePath(f) {
      throw InputError(
        "cannot write \(Escape.console(f)) into \(Escape.console(path)): not a safe relative path")
    }
    let all = state.withLock { s -> Set<String> in
      s.planned.formUnion(files)
      return s.planned
    }
    try writeMarker(previouslyOwned.union(all))
  }

  /// The bytes of a file Tessera wrote here before, or nil (not owned, missing or unreadable).
  package func existing(_ relative: String) -> [UInt8]? {
    guard previouslyOwned.contains(relative), FilePaths.kind(atPath: root + "/" + relative) == .file else {
      return nil
    }
    return try? PNG.readFile(root + "/" + relative)
  }

  /// Deletes a file Tessera wrote here before (a manifest that would be stale while the run
  /// works); a file Tessera did not write is never deleted.
  package func remove(_ relative: String) throws {
    guard previouslyOwned.contains(relative) || state.withLock({ $0.planned.contains(relative) }) else {
      return
    }
    try deleteFile(relative)
  }

  /// Deletes the regular file at `relative`, reached through its folders opened one at a time
  /// without following links; a link, a folder or nothing there is left alone.
  /// - Returns: whether a file was deleted.
  @discardableResult
  private func deleteFile(_ relative: String) throws -> Bool {
    guard let folder = try? openFolder(for: relative, create: false) else { return false }
    defer { close(folder) }
    let name = String(relative.split(separator: "/").last ?? "")
    var info = stat()
    guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FilePaths.kind(of: info) == .file else {
      return false
    }
    if unlinkat(folder, name, 0) != 0 {
      if errno == ENOENT { return false }
      throw InputError("cannot delete \(Escape.console(root + "/" + relative)): \(FilePaths.reason())")
    }
    return true
  }

  /// Whether the file Tessera wrote at `relative` in an earlier run is still exactly as it was
  /// left (its identity is the one the marker recorded).
  package func isUnchangedSinceWritten(_ relative: String) -> Bool {
    guard let recorded = previousIdentities[relative] else { return false }
    return FileIdentity.of(root + "/" + relative) == recorded
  }

  /// Keeps a file Tessera wrote before as part of this run's result, without rewriting it.
  /// - Parameter verified: the caller has just checked the file's contents (decoded it), so its
  ///   current identity is recorded as trusted.
  package func keep(_ relative: String, verified: Bool = false) {
    let identity =
      verified
      ? FileIdentity.of(root + "/" + relative)
      : isUnchangedSinceWritten(relative) ? previousIdentities[relative] : nil
    state.withLock {
      $0.written.insert(relative)
      if let identity { $0.identities[relative] = identity }
    }
  }

  /// Writes `bytes` to `relative` inside the folder: beside the target, then renamed over it.
  /// Thread-safe. The path must have been planned (``plan(_:)``).
  /// - Parameter durable: `fsync` before the rename (see `AtomicFile.write`).
  /// - Throws: an error naming the file and the cause in words.
  package func write(_ bytes: [UInt8], to relative: String, durable: Bool = true) throws {
    let planned = state.withLock { $0.planned.contains(relative) }
    guard planned else {
      throw InputError(
        "internal: \(Escape.console(relative)) was written into \(Escape.console(path)) without being planned"
      )
    }
    let target = root + "/" + relative
    // Every folder on the way is opened now, one at a time, refusing links (O_NOFOLLOW): a folder
    // swapped for a link after the run began cannot redirect this write.
    let folder = try openFolder(for: relative, create: true)
    defer { close(folder) }
    let name = String(relative.split(separator: "/").last ?? "")
    var info = stat()
    if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
      switch FilePaths.kind(of: info) {
      case .file: break
      case .link:
        throw InputError("\(Escape.console(target)) is a symbolic link; Tessera does not write through links")
      default:
        throw InputError("\(Escape.console(target)) is not a regular file; Tessera will not replace it")
      }
    }
    do {
      try AtomicFile.write(bytes, named: name, in: folder, shownPath: target, durable: durable)
    } catch {
      throw InputError("cannot write \(Escape.console(target)): \(Self.words(error))")
    }
    let identity = FileIdentity.of(target)
    state.withLock {
      $0.written.insert(relative)
      $0.identities[relative] = identity
    }
  }

  /// Opens the folder that holds `relative` from the root, one folder at a time with `openat` and
  /// `O_NOFOLLOW`, creating missing ones when `create`: a link or a file in the way is an error.
  /// - Returns: the folder's descriptor (the caller closes it).
  private func openFolder(for relative: String, create: Bool) throws -> Int32 {
    var fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else {
      throw InputError("cannot open the folder \(Escape.console(root)): \(FilePaths.reason())")
    }
    var prefix = root
    for part in relative.split(separator: "/").dropLast().map(String.init) {
      prefix += "/" + part
      if create, mkdirat(fd, part, 0o755) != 0, errno != EEXIST {
        let reason = FilePaths.reason()
        close(fd)
        throw InputError("cannot create the folder \(Escape.console(prefix)): \(reason)")
      }
      let next = openat(fd, part, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
      let code = errno
      close(fd)
      guard next >= 0 else {
        if code == ELOOP || code == ENOTDIR {
          throw InputError(
            FilePaths.kind(atPath: prefix) == .link
              ? "\(Escape.console(prefix)) is a symbolic link; Tessera does not write through links"
              : "\(Escape.console(prefix)) is in the way: a file where Tessera needs a folder")
        }
        throw InputError("cannot open the folder \(Escape.console(prefix)): \(FilePaths.reason(code))")
      }
      fd = next
    }
    return fd
  }

  /// Ends the run: with `prune`, deletes the files Tessera wrote in earlier runs that this run
  /// did not write or keep (and folders left empty by that); then writes the final marker.
  /// - Returns: the files deleted.
  @discardableResult
  package func finish(prune: Bool) throws -> [String] {
    let (written, planned) = state.withLock { ($0.written, $0.planned) }
    var deleted: [String] = []
    var owned = previouslyOwned.union(planned)
    owned.remove(OwnedFiles.fileName)
    if prune {
      for f in owned.subtracting(written).sorted() {
        switch FilePaths.kind(atPath: root + "/" + f) {
        case .file?:
          if try deleteFile(f) { deleted.append(f) }
        case nil: break
        default: continue  // Not a file Tessera wrote any more: left alone.
        }
        owned.remove(f)
      }
      // Folders that deleting left empty (rmdir removes only empty ones).
      var folders = Set(
        deleted.flatMap { f in
          let parts = f.split(separator: "/").dropLast()
          return parts.indices.map { parts[...$0].joined(separator: "/") }
        })
      while let deepest = folders.max(by: { $0.count < $1.count }) {
        folders.remove(deepest)
        rmdir(root + "/" + deepest)
      }
    } else {
      owned = owned.filter { written.contains($0) || FilePaths.kind(atPath: root + "/" + $0) == .file }
    }
    try writeMarker(owned.union(written))
    return deleted
  }

  private func writeMarker(_ files: Set<String>) throws {
    var files = files
    files.remove(OwnedFiles.fileName)
    let identities = state.withLock { $0.identities }
    let bytes = try OwnedFiles(kind: kind, files: files, identities: identities).encoded()
    let target = root + "/" + OwnedFiles.fileName
    if FilePaths.kind(atPath: target) == .link {
      throw InputError("\(Escape.console(target)) is a symbolic link; Tessera does not write through links")
    }
    do { try AtomicFile.write(bytes, to: target) } catch {
      throw InputError("cannot write \(Escape.console(target)): \(Self.words(error))")
    }
  }

  /// An error in words: the system's reason, never a framework's error domain and code.
  package static func words(_ error: Error) -> String {
    if let e = error as? PNGError {
      if case .io(_, let detail) = e { return detail }
      return e.description
    }
    if let e = error as? InputError { return e.description }
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
    {
      return FilePaths.reason(Int32(underlying.code))
    }
    if ns.domain == NSPOSIXErrorDomain { return FilePaths.reason(Int32(ns.code)) }
    if ns.domain == NSCocoaErrorDomain { return error.localizedDescription }
    return String(describing: error)
  }
}
