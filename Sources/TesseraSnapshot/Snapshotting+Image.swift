import TesseraPNG
import TesseraUI

import struct TesseraRaster.Pixmap

extension Snapshotting where Value == Pixmap, Format == Pixmap {
  /// Images compared under a tolerance (exact by default). A mismatch writes the actual and
  /// expected images, a diff image (changed pixels red, anti-aliasing yellow, over a faded copy
  /// of the expected one) and one side-by-side image (expected | diff | actual).
  public static func image(tolerance: ImageTolerance = .exact) -> Snapshotting<Pixmap, Pixmap> {
    Snapshotting(
      pathExtension: "png",
      diffing: Diffing(
        toData: { try PNG.encode($0, options: .standard) },
        fromData: { bytes, source in
          try PNG.checkStructure(bytes, source: source)
          return try PNG.decode(bytes, source: source)
        },
        diff: { reference, actual in
          let (comparison, states) = ImageDiffer.compare(
            expected: reference, actual: actual, tolerance: tolerance)
          if comparison.matches {
            return DiffOutcome(
              identical: comparison.verdict == .identical, matches: true, message: comparison.description)
          }
          var artifacts: [(suffix: String, bytes: [UInt8])] = []
          if let a = try? PNG.encode(actual, options: .standard) { artifacts.append(("actual", a)) }
          if let e = try? PNG.encode(reference, options: .standard) { artifacts.append(("expected", e)) }
          let diff = ImageDiffer.diffImage(expected: reference, states: states)
          if let diff, let d = try? PNG.encode(diff, options: .standard) { artifacts.append(("diff", d)) }
          let strip = ImageDiffer.sideBySide([reference] + (diff.map { [$0] } ?? []) + [actual])
          if let strip, let s = try? PNG.encode(strip, options: .standard) {
            artifacts.append(("side-by-side", s))
          }
          return DiffOutcome(
            identical: false, matches: false, message: "\(comparison) (tolerance: \(tolerance))",
            artifacts: artifacts)
        },
        // A stored digest is believed only in a file whose structure is a still PNG's.
        storedDataIsIdentical: { bytes, actual in
          (try? PNG.checkStructure(bytes)) != nil && PixelDigest(storedIn: bytes) == PixelDigest(actual)
        }),
      snapshot: { $0 })
  }
}

/// The size a view is rendered at for a snapshot.
public enum SnapshotSize: Hashable, Sendable {
  /// A fixed width and height, in points.
  case fixed(width: Double, height: Double)
  /// A fixed width; the height the view needs.
  case width(Double)
  /// The view's ideal size.
  case fitting
  /// A device's screen, in its orientation: the view is the app's window content, in the safe
  /// area, under the status bar and above the home indicator (see `DeviceScreen`).
  case device(Device)
}

extension Snapshotting where Format == Pixmap, Value: View {
  /// Views rendered to images and compared as images: the image strategy pulled back through
  /// `ImageRenderer`.
  /// - Parameters:
  ///   - size: Fixed, fixed width with fitting height, fitting, or a device's screen. Default
  ///     `.fitting`.
  ///   - scale: Pixels per point. Default nil: the device's scale for `.device`, else 1.
  ///   - background: Drawn behind the view. Default white.
  ///   - environment: Sets environment values (color scheme, layout direction…).
  ///   - expandsScrollContent: Whether the image grows taller to show all of the outermost
  ///     scroll view's or list's content (`ImageRenderer.expandsScrollContent`); for `.fixed`
  ///     and `.device` sizes. Default false: the viewport, as the screen shows it.
  ///   - tolerance: Exact by default.
  ///   - audit: Whether the render is audited (findings, accessibility tree beside the image) and
  ///     what findings do. Default ``SnapshotAudit/environmentDefault`` (`TESSERA_AUDIT`, else off).
  public static func image(
    size: SnapshotSize = .fitting, scale: Double? = nil, background: TesseraUI.Color = .white,
    environment: @escaping (inout EnvironmentValues) -> Void = { _ in }, expandsScrollContent: Bool = false,
    tolerance: ImageTolerance = .exact, audit: SnapshotAudit = .environmentDefault
  ) -> Snapshotting<Value, Pixmap> {
    func renderer(_ view: Value) -> ImageRenderer<AnyView> {
      if case .device(let device) = size {
        let r = ImageRenderer(content: AnyView(DeviceScreen(device) { view }))
        r.proposedSize = ProposedViewSize(device.size)
        r.scale = scale ?? device.scale
        r.background = background
        r.expandsScrollContent = expandsScrollContent
        environment(&r.environment)
        return r
      }
      let r = ImageRenderer(content: AnyView(view))
      switch size {
      case .fixed(let w, let h): r.proposedSize = ProposedViewSize(width: w, height: h)
      case .width(let w): r.proposedSize = ProposedViewSize(width: w, height: nil)
      case .fitting, .device: r.proposedSize = .unspecified
      }
      r.scale = scale ?? 1
      r.background = background
      r.expandsScrollContent = expandsScrollContent
      environment(&r.environment)
      return r
    }
    var strategy = Snapshotting<Pixmap, Pixmap>.image(tolerance: tolerance).pullback { (view: Value) in
      try renderer(view).pixmap()
    }
    if audit.isActive {
      strategy.audited = { view in
        let r = renderer(view)
        let output = try r.render()
        let pixels = try output.pixmap()
        return (
          pixels,
          audit.audit(output, image: pixels, rightToLeft: r.environment.layoutDirection == .rightToLeft)
        )
      }
    }
    return strategy
  }
}
