import Foundation
import TesseraAudit
import TesseraFiles
import TesseraGeometry
import TesseraPNG
import TesseraSnapshot
import TesseraUI

import struct TesseraRaster.Pixmap

/// What rendering one image made, before anything is written: the work a render worker does and
/// sends back, or the in-process path does itself. The parent alone writes files.
struct JobOutput: Sendable {
  /// The image's size in pixels.
  var width: Int
  var height: Int
  /// The image's pixel digest (`PixelDigest.description`).
  var digest: String
  /// The encoded image; nil when the image already in the folder has the same pixels.
  var png: [UInt8]?
  /// The accessibility tree's text, when audited.
  var tree: [UInt8]?
  /// The accessibility overlay's PNG, when audited with the overlay.
  var overlay: [UInt8]?
  /// The audit's findings, when audited.
  var audit: AuditResult?
  /// The render's warnings in words (a missing asset, unsupported API).
  var warnings: [String] = []

  /// What the folder holds at the image's path, as far as the renderer needs to know.
  struct Existing: Sendable, Codable {
    /// The digest stored in the file there.
    var digest: String
    /// Whether the file is still exactly as Tessera wrote it (its stored digest can be believed).
    var verified: Bool
    /// The file's absolute path, read to compare pixels when it is not verified.
    var path: String
  }

  /// Renders `job` (audited under `policy` when it is active) and encodes it unless `existing`
  /// already has its pixels.
  static func render(
    _ job: any RenderJob, policy: SnapshotAudit, overlay: Bool, existing: Existing?
  ) throws -> JobOutput {
    let image: Pixmap
    var output = JobOutput(width: 0, height: 0, digest: "")
    if policy.isActive {
      let (pixels, audit, warnings) = try job.renderAudited(policy)
      image = pixels
      output.warnings = warnings
      output.tree = Array(audit.tree.text.utf8)
      output.audit = audit.result
      if overlay, let library = EnvironmentValues().fontLibrary {
        let drawn = try AccessibilityOverlay.draw(
          audit.tree, over: pixels, scale: job.scale, library: library)
        output.overlay = try PNG.encode(drawn, options: PNGOptions.standard.singleThreaded)
      }
    } else {
      (image, output.warnings) = try job.render()
    }
    let digest = PixelDigest(image)
    output.width = image.width
    output.height = image.height
    output.digest = digest.description
    // An image already there with the same pixels is left as it is: re-runs only write what
    // changed. Its stored digest is believed only for a file still exactly as Tessera wrote it;
    // any other file is decoded and compared.
    if let existing, existing.digest == output.digest,
      existing.verified || decoded(existing.path) == image
    {
      return output
    }
    output.png = try PNG.encode(image, options: PNGOptions.standard.singleThreaded, knownDigest: digest)
    return output
  }

  /// The pixels of the PNG file at `path`, or nil when it cannot be read or decoded.
  private static func decoded(_ path: String) -> Pixmap? {
    guard case .success(let bytes) = FileBytes.read(path, limit: 512 << 20, followLinks: false) else {
      return nil
    }
    return try? PNG.decode(bytes)
  }
}
