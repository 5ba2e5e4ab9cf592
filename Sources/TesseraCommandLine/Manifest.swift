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

  init(
    path: String, component: String, layer: String, variant: String, theme: String, density: String,
    scale: Double, width: Int, height: Int, pixelHash: String
  ) {
    self.path = path
    self.component = component
    self.layer = layer
    self.variant = variant
    self.theme = theme
    self.density = density
    self.scale = scale
    self.width = width
    self.height = height
    self.pixelHash = pixelHash
  }

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
/// counts). Names are the originals; `path` is where each image is (its names made safe).
struct ManifestFile: Codable, Sendable {
  var images: [ManifestEntry]

  /// The file's bytes: pretty-printed, sorted keys, ending in a newline.
  func encoded() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(self)) + [0x0A]
  }
}
