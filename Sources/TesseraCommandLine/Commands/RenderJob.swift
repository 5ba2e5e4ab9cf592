import TesseraAudit
import TesseraSnapshot

import struct TesseraRaster.Pixmap

/// One image a catalog run makes: a design-system catalog entry in a theme (``CatalogJob``) or a
/// discovered preview in a variant (``PreviewJob``).
protocol RenderJob: Sendable {
  /// Where the image goes in the output folder (every name made safe by `PathName.component`).
  var relativePath: String { get }
  /// Pixels per point.
  var scale: Double { get }
  /// The job in words, for messages: "Greeting/short in theme \"light\", regular, @2x".
  var label: String { get }
  /// Renders the image, with the render's warnings (a missing asset, unsupported API) in words.
  func render() throws -> (image: Pixmap, warnings: [String])
  /// The preview's name (`Module/File/Name`) and the variant's, for the Dynamic Type sweep.
  var sweepName: String { get }
  /// Audits the view at every Dynamic Type size (its own size and scale, 1x pixels for contrast).
  func sweep(_ options: AuditOptions) throws -> [DynamicTypeSweep.Finding]
  /// Renders the image and audits the same render under `policy`, with the render's warnings.
  func renderAudited(_ policy: SnapshotAudit) throws -> (Pixmap, SnapshotAuditOutput, [String])
  /// The image's manifest entry.
  func manifestEntry(width: Int, height: Int, hash: String) -> ManifestEntry
}
