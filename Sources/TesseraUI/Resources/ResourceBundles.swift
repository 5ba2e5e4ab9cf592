import Foundation
import TesseraSync

/// Where asset catalogs and string tables are looked up, as an app finds them: a bundle a view
/// names (`Image("logo", bundle: .module)`), else the resource folders of the preview's own
/// target (``SourceResources``), the main bundle and every package resource bundle built beside
/// the program (`<Package>_<Target>.resources` on Linux, `.bundle` on Apple's systems), which in
/// an app would all be the app's own.
enum ResourceBundles {
  /// The resources of the preview being made or drawn: its target's source folders that hold
  /// catalogs (``SourceResources``), then the default folders; nil: the default folders only.
  @TaskLocal static var current: ResourceSet?

  /// The folders searched for `bundle`, in order.
  static func folders(_ bundle: Bundle?) -> [String] { set(bundle).folders }

  /// The folders searched for `bundle`, as a set that knows whether it has string tables.
  static func set(_ bundle: Bundle?) -> ResourceSet {
    if let bundle { return ResourceSet(folders: [bundle.bundlePath]) }
    return current ?? defaultSet
  }

  /// The default folders (the main bundle and the package resource bundles), read once.
  static var defaultSet: ResourceSet {
    defaults.withLock { cached in
      if let cached { return cached }
      let made = ResourceSet(folders: discover())
      cached = made
      return made
    }
  }

  /// The set for a preview whose target's resource folders are `sources`, made once per list.
  static func set(sources: [String]) -> ResourceSet? {
    if sources.isEmpty { return nil }
    let all = sources + defaultSet.folders
    return sets.withLock { cached in
      if let found = cached[all] { return found }
      let made = ResourceSet(folders: all)
      cached[all] = made
      return made
    }
  }

  private static let defaults = Locked<ResourceSet?>(nil)
  private static let sets = Locked<[[String]: ResourceSet]>([:])

  /// The main bundle and the resource bundles in its folder (sorted by name).
  private static func discover() -> [String] {
    let main = Bundle.main.bundlePath
    var out = [main]
    // On Linux an executable's bundle is its folder; elsewhere resource bundles sit in the
    // folder of the executable (a command-line tool) or the bundle's resources.
    var places = [main]
    if let executable = Bundle.main.executablePath {
      let folder = (executable as NSString).deletingLastPathComponent
      if !places.contains(folder) { places.append(folder) }
    }
    if let resources = Bundle.main.resourcePath, !places.contains(resources) { places.append(resources) }
    for place in places {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []
      for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
        let path = place + "/" + name
        if !out.contains(path) { out.append(path) }
      }
    }
    return out
  }
}

/// Folders searched for assets and strings, in order, and whether they hold a `Localizable`
/// string table (read once, so a text in an app without tables costs nothing more).
final class ResourceSet: Sendable {
  /// The folders, in order.
  let folders: [String]
  /// Whether a `Localizable` table is among them.
  let hasLocalizable: Bool

  init(folders: [String]) {
    self.folders = folders
    hasLocalizable = !StringTables.tables(nil, folders: folders).isEmpty
  }

  /// Whether a table named `table` (nil: `Localizable`) is among the folders.
  func hasTables(_ table: String?) -> Bool {
    table == nil ? hasLocalizable : !StringTables.tables(table, folders: folders).isEmpty
  }
}

struct ResourceSetKey: EnvironmentKey { static let defaultValue: ResourceSet? = nil }

extension EnvironmentValues {
  /// The previewed target's resources (``SourceResources``), searched first for assets and
  /// strings while the view is drawn.
  var resources: ResourceSet? {
    get { self[ResourceSetKey.self] }
    set { self[ResourceSetKey.self] = newValue }
  }
}
