import TesseraSync

/// The reference files claimed by snapshot checks in this process, so that two snapshots whose
/// names map to one file (`.` and `..`, names that differ only in case or in characters the
/// sanitizing rule replaces, long names cut to the same prefix) are refused instead of sharing,
/// and silently overwriting, one reference.
enum SnapshotNames {
  /// Reference path, lowercased (file systems that ignore case), → who claimed it first.
  private static let claims = Locked<[String: String]>([:])

  /// Claims `path` for `owner` (the test file, function and snapshot name in words).
  /// - Returns: the other owner when a different one claimed the same file first; nil when the
  ///   file is this owner's (a check run again claims its file again).
  static func claim(_ path: String, owner: String) -> String? {
    claims.withLock { c in
      let key = path.lowercased()
      if let first = c[key] { return first == owner ? nil : first }
      c[key] = owner
      return nil
    }
  }
}
