import TesseraAudit
import TesseraFiles
import TesseraSnapshot
import TesseraUI

import struct TesseraRaster.Pixmap

/// One image of a discovered preview (`#Preview` or `PreviewProvider`) in one variant and scale.
/// Its view is made on the main actor (`#Preview` bodies are main-actor isolated, as in SwiftUI):
/// when the job is made, for a run in this process, or when a render worker first renders it on
/// its main thread (``init(lazily:variant:scale:)``), so that making the jobs of a run runs no
/// code of the user's.
struct PreviewJob: RenderJob, @unchecked Sendable {
  /// The preview.
  let preview: Preview
  /// The settings it is drawn in.
  let variant: PreviewVariant
  /// Pixels per point.
  let scale: Double
  /// The renderer, or why there is none (an unknown device); nil until made for a lazy job. Used
  /// by one worker at a time.
  private let made: Result<ImageRenderer<AnyView>, DeviceError>?

  /// Makes the job and its view; call on the main thread.
  @MainActor
  init(preview: Preview, variant: PreviewVariant, scale: Double) {
    self.preview = preview
    self.variant = variant
    self.scale = scale
    made = Result { () throws(DeviceError) in try preview.renderer(variant: variant, scale: scale) }
  }

  /// Makes the job without its view, which is made on the main thread when the job renders.
  init(lazily preview: Preview, variant: PreviewVariant, scale: Double) {
    self.preview = preview
    self.variant = variant
    self.scale = scale
    made = nil
  }

  /// The renderer: made already, or made now on the main thread (a lazy job renders only there).
  private func renderer() throws -> ImageRenderer<AnyView> {
    if let made { return try made.get() }
    let box = try MainActor.assumeIsolated {
      UncheckedRenderer(renderer: try preview.renderer(variant: variant, scale: scale))
    }
    return box.renderer
  }

  /// `Module/File/Name<variant>@<scale>x.png`, each part made safe.
  var relativePath: String {
    let c: (String) -> String = PathName.component
    return
      "\(c(preview.module))/\(c(preview.file))/\(PathName.component(preview.displayName, keepingSuffix: variant.nameSuffix + "@\(scale.clean)x.png"))"
  }

  var label: String { "\(preview.id) (\(variant), @\(scale.clean)x)" }

  func render() throws -> (image: Pixmap, warnings: [String]) {
    let output = try renderer().render()
    return (try output.pixmap(), output.warnings)
  }

  var sweepName: String { preview.id + variant.nameSuffix }

  func sweep(_ options: AuditOptions) throws -> [DynamicTypeSweep.Finding] {
    try DynamicTypeSweep.run(try renderer(), options: options)
  }

  func renderAudited(_ policy: SnapshotAudit) throws -> (Pixmap, SnapshotAuditOutput, [String]) {
    let r = try renderer()
    let output = try r.render()
    let pixels = try output.pixmap()
    return (
      pixels, policy.audit(output, image: pixels, rightToLeft: r.environment.layoutDirection == .rightToLeft),
      output.warnings
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

/// A renderer carried out of the main actor's closure that made it (used on the same thread).
private struct UncheckedRenderer: @unchecked Sendable {
  let renderer: ImageRenderer<AnyView>
}
