import Foundation
import TesseraUI
import Testing

import struct TesseraRaster.Pixmap

/// Checks a preview against its reference images, one per variant, with Swift Testing: the
/// one-line test of every preview of a module.
///
///     @Test(arguments: Previews.all(in: "MyComponents"))
///     @MainActor func preview(_ preview: Preview) {
///       assertSnapshot(of: preview)
///     }
///
/// Each test case is one preview, so a failure names it. The preview is laid out as its traits say
/// (a device screen by default, `.sizeThatFitsLayout`, `.fixedLayout`) and drawn in each variant
/// on iOS's system background. References are named `<test>.<Module_File_Name><variant>.png`
/// (``PreviewVariant/nameSuffix``: only what differs from iOS's defaults, so adding a variant
/// renames nothing). On a mismatch the actual image and the diff are attached to the test result
/// (`swift test --attachments-path DIR` saves them) as well as written to the artifacts folder.
/// - Parameters:
///   - preview: The preview.
///   - variants: The settings to draw it in. Default: iOS's defaults only.
///   - scale: Pixels per point. Default 2.
///   - tolerance: Exact by default.
///   - record: Overrides the record mode (see ``RecordMode``).
///   - audit: Whether each variant's render is audited and what findings do; an audit also
///     stores the accessibility tree beside each image (`….a11y.txt`). Default
///     ``SnapshotAudit/environmentDefault`` (`TESSERA_AUDIT`, else off).
/// - Returns: One report per variant.
@MainActor @discardableResult
public func assertSnapshot(
  of preview: Preview, variants: [PreviewVariant] = [.standard], scale: Double = 2,
  tolerance: ImageTolerance = .exact, record: RecordMode? = nil, audit: SnapshotAudit = .environmentDefault,
  filePath: String = #filePath, function: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [SnapshotReport] {
  let reports = verifySnapshots(
    of: preview, variants: variants, scale: scale, tolerance: tolerance, record: record, audit: audit,
    filePath: filePath, function: function)
  for report in reports where report.failed {
    Issue.record(Comment(rawValue: report.message), sourceLocation: sourceLocation)
    for path in report.artifacts {
      if let bytes = FileManager.default.contents(atPath: path) {
        Attachment.record(
          [UInt8](bytes), named: (path as NSString).lastPathComponent, sourceLocation: sourceLocation)
      }
    }
  }
  for report in reports {
    for warning in report.warnings {
      Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: sourceLocation)
    }
  }
  return reports
}

/// The check behind ``assertSnapshot(of:variants:scale:tolerance:record:filePath:function:sourceLocation:)``
/// without reporting issues: for XCTest and other runners. A preview that cannot be rendered (an
/// unknown device, a view too large to draw) gives an `.error` report naming it.
@MainActor
public func verifySnapshots(
  of preview: Preview, variants: [PreviewVariant] = [.standard], scale: Double = 2,
  tolerance: ImageTolerance = .exact, record: RecordMode? = nil, audit: SnapshotAudit = .environmentDefault,
  filePath: String, function: String
) -> [SnapshotReport] {
  preview.effectiveVariants(variants).map { variant in
    let name = preview.id + variant.nameSuffix
    let renderer: ImageRenderer<AnyView>
    do {
      renderer = try preview.renderer(variant: variant, scale: scale)
    } catch {
      return SnapshotReport(
        outcome: .error, referencePath: "", message: "preview \(name) could not be set up: \(error)",
        artifacts: [])
    }
    var strategy = Snapshotting<Pixmap, Pixmap>.image(tolerance: tolerance).pullback {
      (r: ImageRenderer<AnyView>) in try r.pixmap()
    }
    if audit.isActive {
      strategy.audited = { r in
        let output = try r.render()
        let pixels = try output.pixmap()
        return (
          pixels,
          audit.audit(output, image: pixels, rightToLeft: r.environment.layoutDirection == .rightToLeft)
        )
      }
    }
    var report = verifySnapshot(
      of: { renderer }, as: strategy, named: name, record: record, filePath: filePath, function: function)
    if report.failed { report.message = "preview \(name): " + report.message }
    return report
  }
}
