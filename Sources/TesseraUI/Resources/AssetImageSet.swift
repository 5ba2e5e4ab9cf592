import Foundation

/// An image set of an asset catalog: its files by scale, idiom and appearance, as
/// `Contents.json` lists them.
struct AssetImageSet: Sendable {
  /// One file of the set.
  struct Entry: Sendable, Equatable {
    /// The file's path.
    var path: String
    /// Pixels per point: 1, 2 or 3 (a single-scale image: 1).
    var scale: Double
    /// `universal`, `iphone`, `ipad`, …
    var idiom: String
    /// The appearance it is for: nil (any), "light" or "dark".
    var luminosity: String?
  }

  /// The set's files that have one.
  let entries: [Entry]

  /// Reads the set in `folder`; nil when its `Contents.json` is missing or malformed.
  init?(folder: String) {
    guard let object = AssetCatalog.contents(of: folder), let images = object["images"] as? [[String: Any]]
    else { return nil }
    entries = images.compactMap { image in
      guard let file = image["filename"] as? String, !file.contains("/") else { return nil }
      let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
      let appearances = image["appearances"] as? [[String: Any]] ?? []
      let luminosity =
        appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
      return Entry(
        path: folder + "/" + file, scale: scale, idiom: image["idiom"] as? String ?? "universal",
        luminosity: luminosity)
    }
  }

  /// The file an iPhone at `scale` in `dark` mode shows: its appearance's (else any), iPhone's
  /// or universal (else any idiom), at the scale (else the nearest above, else the largest).
  func best(scale: Double, dark: Bool) -> Entry? {
    let phone = entries.filter { $0.idiom == "universal" || $0.idiom == "iphone" }
    let pool = phone.isEmpty ? entries : phone
    let look = pool.filter { $0.luminosity == (dark ? "dark" : "light") }
    let any = pool.filter { $0.luminosity == nil || $0.luminosity == "any" }
    let candidates = !look.isEmpty ? look : (!any.isEmpty ? any : pool)
    let wanted = scale.rounded(.up)
    if let exact = candidates.first(where: { $0.scale == wanted }) { return exact }
    let above = candidates.filter { $0.scale > wanted }.min { $0.scale < $1.scale }
    return above ?? candidates.max { $0.scale < $1.scale }
  }
}
