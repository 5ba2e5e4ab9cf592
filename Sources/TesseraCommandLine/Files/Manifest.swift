import Foundation

/// One rendered image, as listed in manifest.json.
struct ManifestEntry: Codable, Sendable {
  /// Where the image is, relative to the folder (its names made safe).
  var path: String
  /// The module that declares the preview.
  var module: String
  /// The file (or `PreviewProvider`) that declares it.
  var file: String
  /// The preview's name in its file.
  var name: String
  /// The variant in words ("default", "dark", "dark.brandA"...): the gallery's switcher.
  var variant: String
  /// Pixels per point.
  var scale: Double
  /// The size in pixels.
  var width: Int
  /// The size in pixels.
  var height: Int
  /// The pixel digest.
  var pixelHash: String
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
