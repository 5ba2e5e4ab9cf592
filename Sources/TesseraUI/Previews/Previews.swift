import Dispatch
import Foundation
import TesseraSync

/// Every preview of the modules linked into the process, found with no list written by hand:
/// each `#Preview` and each view of a `PreviewProvider`, named `Module/File/Name` (``Preview/id``).
///
///     @Test(arguments: Previews.all(in: "MyComponents"))
///     @MainActor func preview(_ preview: Preview) {
///       assertSnapshot(of: preview)
///     }
///
/// Discovery reads the Swift runtime's protocol conformance records once per process (the types
/// `#Preview` declares conform to ``PreviewRegistration``). A `PreviewProvider`'s `previews` are
/// built on the main actor to split a `Group` into its views.
public enum Previews {
  /// Every preview of every module, sorted by ``Preview/id``.
  public static func all() -> [Preview] { discovered }

  /// The previews declared in `module` (the module's name, as in `import MyComponents`), sorted by
  /// ``Preview/id``; empty when the module declares none or is not linked into the process, which
  /// is also said on stderr (a parameterized test over an empty list would pass without a word).
  public static func all(in module: String) -> [Preview] {
    let found = discovered.filter { $0.module == module }
    if found.isEmpty {
      let known = modules
      FileHandle.standardError.write(
        Data(
          "Tessera: no previews found in module \(module); modules with previews: \(known.isEmpty ? "none" : known.joined(separator: ", ")) (a module is searched only when it is linked: add it to the test target's dependencies)\n"
            .utf8))
    }
    return found
  }

  /// The previews declared in the module that declares `type`: `Previews.all(in: Greeting.self)`
  /// is `Previews.all(in: "MyComponents")` when `Greeting` is one of its types, with no module
  /// name to misspell.
  public static func all(in type: Any.Type) -> [Preview] {
    all(in: String(String(reflecting: type).prefix { $0 != "." }))
  }

  /// The previews whose ``Preview/id`` is in `ids`, in the order of `ids`; nil entries for unknown
  /// ids are left out.
  public static func named(_ ids: [String]) -> [Preview] {
    let byID = Dictionary(discovered.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    return ids.compactMap { byID[$0] }
  }

  /// Every ``PreviewDimension`` declared by a module linked into the process, sorted by name; of
  /// two with one name, the first found. Found once per process.
  public static var dimensions: [any PreviewDimension.Type] { foundDimensions }

  /// The linked ``PreviewDimension`` named `name`, or nil.
  public static func dimension(named name: String) -> (any PreviewDimension.Type)? {
    foundDimensions.first { $0.name == name }
  }

  private static let foundDimensions: [any PreviewDimension.Type] = {
    var seen: Set<String> = []
    return PreviewDiscovery.types(conformingTo: "PreviewDimension")
      .compactMap { $0.type as? any PreviewDimension.Type }
      .sorted { $0.name < $1.name }
      .filter { seen.insert($0.name).inserted }
  }()

  /// The modules that declare previews, sorted.
  public static var modules: [String] { Array(Set(discovered.map(\.module))).sorted() }

  /// Every preview, identified; cached once made.
  private static var discovered: [Preview] {
    if let all = cache.withLock({ $0 }) { return all }
    let all = identified(registered + providerPreviews() + appPreviews)
    cache.withLock { $0 = all }
    return all
  }

  private static let cache = Locked<[Preview]?>(nil)

  /// The `#Preview`s: their values need no actor.
  private static let registered: [Preview] = PreviewDiscovery.types(conformingTo: "PreviewRegistration")
    .compactMap { ($0.type as? any PreviewRegistration.Type)?.preview }

  /// Each `App` type's first `WindowGroup`, on a device, as `Module/App/<TypeName>`: the app's
  /// window, drawn like a `#Preview` (an app is made, and its scenes read, only when it renders).
  private static let appPreviews: [Preview] = PreviewDiscovery.types(conformingTo: "App").compactMap {
    found in
    guard let app = found.type as? any App.Type else { return nil }
    let box = UncheckedBox(app)
    return Preview(found.name, fileID: "\(found.module)/App", line: 0, filePath: nil, viewName: found.name) {
      AppWindow.view(of: box.value)
    }
  }

  /// The `PreviewProvider` types, with the file name their previews are filed under.
  @MainActor private static let providers: [(type: any PreviewProvider.Type, fileID: String)] =
    PreviewDiscovery.types(
      conformingTo: "PreviewProvider"
    ).compactMap { found in
      (found.type as? any PreviewProvider.Type).map {
        ($0, "\(found.module)/\(fileName(ofProvider: found.name))")
      }
    }

  /// The providers' previews, made on the main actor: `previews` is main-actor isolated, as in
  /// SwiftUI. No lock is held while waiting for the main queue, so a main-actor caller never
  /// waits for a caller that waits for it.
  private static func providerPreviews() -> [Preview] {
    guard PreviewDiscovery.hasConformances(to: "PreviewProvider") else { return [] }
    @MainActor func make() -> [Preview] {
      var made: [Preview] = []
      for provider in providers { made += providerPreviews(provider.type, fileID: provider.fileID) }
      return made
    }
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil {
      return MainActor.assumeIsolated { make() }
    }
    return DispatchQueue.main.sync { MainActor.assumeIsolated { make() } }
  }

  /// Set on the main queue, so code running on it (the main actor's thread on Linux is a worker
  /// thread draining that queue) knows where it is.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// The previews with their final ``Preview/id``s, sorted by them: in each file, in source order
  /// (line), a name already taken gets " 2", " 3"… (discovery does this; for previews made by hand).
  public static func identified(_ previews: [Preview]) -> [Preview] {
    let ordered = previews.sorted { ($0.fileID, $0.line, $0.id) < ($1.fileID, $1.line, $1.id) }
    var taken: Set<String> = []
    var result: [Preview] = []
    for var preview in ordered {
      let base = preview.id
      var id = base
      var n = 2
      while taken.contains(id) {
        id = "\(base) \(n)"
        n += 1
      }
      taken.insert(id)
      preview.id = id
      result.append(preview)
    }
    return result.sorted { $0.id < $1.id }
  }

  /// A provider type's name without `_Previews` or `Previews` at its end.
  static func fileName(ofProvider name: String) -> String {
    for suffix in ["_Previews", "Previews"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  @MainActor
  private static func providerPreviews<P: PreviewProvider>(_ provider: P.Type, fileID: String) -> [Preview] {
    let parts = previewParts(of: P.previews)
    let single = parts.count == 1
    var made: [Preview] = []
    for (i, part) in parts.enumerated() {
      var settings = part.settings
      if single, settings.previewName == nil { settings.previewName = "Preview" }
      made.append(Preview(provider: fileID, index: i, part: part, settings: settings))
    }
    return made
  }

}
