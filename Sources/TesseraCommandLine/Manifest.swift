import Foundation

/// One rendered image, as listed in manifest.json.
struct ManifestEntry: Codable, Sendable {
  var path: String
  var component: String
  var layer: String
  var variant: String
  var theme: String
  var density: String
  var scale: Double
  var width: Int
  var height: Int
  var pixelHash: String

  init(job: CatalogJob, width: Int, height: Int, hash: String) {
    path = job.relativePath
    component = job.preview.component
    layer = job.preview.layer.rawValue
    variant = job.preview.variant
    theme = job.theme.name
    density = job.density.rawValue
    scale = job.scale
    self.width = width
    self.height = height
    pixelHash = hash
  }
}

/// manifest.json: every image, in catalog order, with sorted keys (stable across runs and job
/// counts).
enum Manifest {
  static func write(_ entries: [ManifestEntry], to path: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(["images": entries])
    try (String(decoding: data, as: UTF8.self) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }
}
