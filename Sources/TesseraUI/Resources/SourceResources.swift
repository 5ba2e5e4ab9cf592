import Foundation
import TesseraSync

/// A package target's resources where they are written, for previews rendered without an app
/// bundle (SwiftPM on Linux copies no asset catalog or string catalog a target does not declare,
/// and Xcode's previews read the target's own): the folders under the target of a preview's
/// source file that hold an `.xcassets` catalog, an `.xcstrings` catalog or `.lproj` tables.
enum SourceResources {
  /// The resource folders of the target that holds `filePath` (found by going up to the folder
  /// just below a `Sources` or `Tests` folder, else the file's own folder); read once per target.
  static func folders(forSource filePath: String) -> [String] {
    guard filePath.hasPrefix("/") else { return [] }
    let root = targetRoot(of: filePath)
    return cache.withLock { cached in
      if let found = cached[root] { return found }
      var found: [String] = []
      walk(root, depth: 0, into: &found)
      cached[root] = found
      return found
    }
  }

  private static let cache = Locked<[String: [String]]>([:])

  /// The target's folder for a source file.
  static func targetRoot(of filePath: String) -> String {
    var folder = (filePath as NSString).deletingLastPathComponent
    var candidate = folder
    for _ in 0..<8 {
      let parent = (candidate as NSString).deletingLastPathComponent
      let name = (parent as NSString).lastPathComponent
      if name == "Sources" || name == "Tests" {
        folder = candidate
        break
      }
      if parent == candidate || parent == "/" { break }
      candidate = parent
    }
    return folder
  }

  /// Adds `folder` when it holds resources, then looks in its subfolders (4 levels down; not
  /// inside catalogs, `.lproj` folders or hidden folders).
  private static func walk(_ folder: String, depth: Int, into found: inout [String]) {
    guard depth <= 4, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    if names.contains(where: {
      $0.hasSuffix(".xcassets") || $0.hasSuffix(".xcstrings") || $0.hasSuffix(".lproj")
    }) {
      found.append(folder)
    }
    for name in names.sorted()
    where !name.hasPrefix(".") && !name.hasSuffix(".xcassets") && !name.hasSuffix(".lproj")
      && !name.contains(".")
    {
      var isFolder: ObjCBool = false
      let child = folder + "/" + name
      if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue {
        walk(child, depth: depth + 1, into: &found)
      }
    }
  }
}
