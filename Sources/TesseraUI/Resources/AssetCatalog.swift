import Foundation
import TesseraSync

/// An asset catalog (`.xcassets`) read at run time, as SwiftPM copies it into a resource bundle
/// on Linux: its image sets and color sets by name. A folder whose `Contents.json` says
/// `"provides-namespace": true` puts its name and a slash before the names inside it, as Xcode
/// does.
struct AssetCatalog: Sendable {
  /// The catalog's folder.
  let path: String
  /// Image set folders by asset name.
  let imageSets: [String: String]
  /// Color set folders by asset name.
  let colorSets: [String: String]

  /// Reads the catalog at `path` (its folder structure only; sets are read when used).
  init(path: String) {
    self.path = path
    var images: [String: String] = [:]
    var colors: [String: String] = [:]
    func walk(_ folder: String, prefix: String, depth: Int) {
      guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        return
      }
      for name in names.sorted() where !name.hasPrefix(".") {
        let child = folder + "/" + name
        if name.hasSuffix(".imageset") {
          let asset = prefix + String(name.dropLast(".imageset".count))
          if images[asset] == nil { images[asset] = child }
        } else if name.hasSuffix(".colorset") {
          let asset = prefix + String(name.dropLast(".colorset".count))
          if colors[asset] == nil { colors[asset] = child }
        } else if !name.contains("."),
          FileManager.default.fileExists(atPath: child + "/Contents.json")
            || Self.isFolder(child)
        {
          let namespaced = Self.providesNamespace(child)
          walk(child, prefix: namespaced ? prefix + name + "/" : prefix, depth: depth + 1)
        }
      }
    }
    walk(path, prefix: "", depth: 0)
    imageSets = images
    colorSets = colors
  }

  private static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  private static func providesNamespace(_ folder: String) -> Bool {
    guard let object = contents(of: folder), let properties = object["properties"] as? [String: Any] else {
      return false
    }
    return properties["provides-namespace"] as? Bool ?? false
  }

  /// A set's `Contents.json`, or nil when it is missing or not a JSON object.
  static func contents(of folder: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: folder + "/Contents.json") else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// The catalogs of bundle folders (``ResourceBundles``), in order.
  static func catalogs(in folders: [String]) -> [AssetCatalog] {
    folders.flatMap { folder in
      cache.withLock { cached in
        if let found = cached[folder] { return found }
        let found = find(in: folder).map(AssetCatalog.init(path:))
        cached[folder] = found
        return found
      }
    }
  }

  private static let cache = Locked<[String: [AssetCatalog]]>([:])

  /// The first image set named `name` in `folders`' catalogs.
  static func imageSet(_ name: String, in folders: [String]) -> AssetImageSet? {
    for catalog in catalogs(in: folders) {
      if let folder = catalog.imageSets[name], let set = AssetImageSet(folder: folder) { return set }
    }
    return nil
  }

  /// The first color set named `name` in `folders`' catalogs.
  static func colorSet(_ name: String, in folders: [String]) -> AssetColorSet? {
    for catalog in catalogs(in: folders) {
      if let folder = catalog.colorSets[name], let set = AssetColorSet(folder: folder) { return set }
    }
    return nil
  }

  /// The `.xcassets` folders in `folder` and one level down.
  private static func find(in folder: String) -> [String] {
    var out: [String] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted() {
      let child = folder + "/" + name
      if name.hasSuffix(".xcassets") {
        out.append(child)
      } else if isFolder(child), !name.hasSuffix(".lproj") {
        let inner = (try? FileManager.default.contentsOfDirectory(atPath: child)) ?? []
        out += inner.sorted().filter { $0.hasSuffix(".xcassets") }.map { child + "/" + $0 }
      }
    }
    return out
  }
}
