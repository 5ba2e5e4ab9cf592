import TesseraAudit
import TesseraFiles
import TesseraSnapshot
import TesseraUI

import struct TesseraRaster.Pixmap

/// One image of a discovered preview (`#Preview` or `PreviewProvider`) in one variant and scale.
/// Its view is made on the main actor when the job is made (`#Preview` bodies are main-actor
/// isolated, as in SwiftUI); rendering it needs no actor and runs on any worker.
struct PreviewJob: RenderJob, @unchecked Sendable {
  /// The preview.
  let preview: Preview
  /// The settings it is drawn in.
  let variant: PreviewVariant
  /// Pixels per point.
  let scale: Double
  /// The renderer, or why there is none (an unknown device). Used by one worker at a time.
  private let renderer: Result<ImageRenderer<AnyView>, DeviceError>

  /// Makes the job and its view; call on the main thread.
  @MainActor
  init(preview: Preview, variant: PreviewVariant, scale: Double) {
    self.preview = preview
    self.variant = variant
    self.scale = scale
    renderer = Result { () throws(DeviceError) in try preview.renderer(variant: variant, scale: scale) }
  }

  /// `Module/File/Name<variant>@<scale>x.png`, each part made safe.
  var relativePath: String {
    let c = PathName.component
    return
      "\(c(preview.module))/\(c(preview.file))/\(c(preview.displayName + variant.nameSuffix))@\(scale.clean)x.png"
  }

  var label: String { "\(preview.id) (\(variant), @\(scale.clean)x)" }

  func render() throws -> Pixmap { try renderer.get().pixmap() }

  var sweepName: String { preview.id + variant.nameSuffix }

  func sweep(_ options: AuditOptions) throws -> [DynamicTypeSweep.Finding] {
    try DynamicTypeSweep.run(try renderer.get(), options: options)
  }

  func renderAudited(_ policy: SnapshotAudit) throws -> (Pixmap, SnapshotAuditOutput) {
    let r = try renderer.get()
    let output = try r.render()
    let pixels = try output.pixmap()
    return (
      pixels, policy.audit(output, image: pixels, rightToLeft: r.environment.layoutDirection == .rightToLeft)
    )
  }

  func manifestEntry(width: Int, height: Int, hash: String) -> ManifestEntry {
    ManifestEntry(
      path: relativePath, module: preview.module, file: preview.file, name: preview.displayName,
      variant: variant.galleryName, scale: scale, width: width, height: height, pixelHash: hash)
  }
}

extension PreviewVariant {
  /// The variant as the gallery's switcher names it: its name suffix without the first dot, or
  /// "default".
  var galleryName: String { nameSuffix.isEmpty ? "default" : String(nameSuffix.dropFirst()) }
}
