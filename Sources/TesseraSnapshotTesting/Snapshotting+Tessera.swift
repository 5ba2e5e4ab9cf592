import Foundation
import SnapshotTesting
import TesseraPNG
import TesseraSnapshot
import TesseraUI

import struct TesseraRaster.Pixmap

extension SnapshotTesting.Diffing where Value == TesseraImage {
  /// PNG storage and Tessera's image comparison (exact by default), for swift-snapshot-testing.
  /// A mismatch attaches the actual, diff and side-by-side images.
  public static func tesseraImage(tolerance: ImageTolerance = .exact) -> Self {
    .diff(
      toData: { image in
        if case .pixels(let p) = image, let bytes = try? PNG.encode(p) { return Data(bytes) }
        return Data()
      },
      fromData: { data in
        do {
          return .pixels(try PNG.decode([UInt8](data), source: "reference"))
        } catch {
          return .unavailable("the reference cannot be read: \(error)")
        }
      },
      diffV2: { reference, actual in
        switch (reference, actual) {
        case (.unavailable(let why), _), (_, .unavailable(let why)):
          return (why, [])
        case (.pixels(let e), .pixels(let a)):
          let (comparison, states) = ImageDiffer.compare(expected: e, actual: a, tolerance: tolerance)
          if comparison.matches { return nil }
          var attachments: [DiffAttachment] = []
          if let bytes = try? PNG.encode(a, options: .standard) {
            attachments.append(.data(Data(bytes), name: "actual.png"))
          }
          let diff = ImageDiffer.diffImage(expected: e, states: states)
          if let diff, let bytes = try? PNG.encode(diff, options: .standard) {
            attachments.append(.data(Data(bytes), name: "diff.png"))
          }
          if let strip = ImageDiffer.sideBySide([e] + (diff.map { [$0] } ?? []) + [a]),
            let bytes = try? PNG.encode(strip, options: .standard)
          {
            attachments.append(.data(Data(bytes), name: "side-by-side.png"))
          }
          return ("\(comparison) (tolerance: \(tolerance))", attachments)
        }
      })
  }
}

extension SnapshotTesting.Snapshotting where Value: TesseraUI.View, Format == TesseraImage {
  /// Renders a Tessera view and compares it as an image, for swift-snapshot-testing's
  /// `assertSnapshot(of:as:)`.
  /// - Parameters:
  ///   - size: Fixed, fixed width with fitting height, or fitting. Default `.fitting`.
  ///   - scale: Pixels per point. Default 1.
  ///   - environment: Sets environment values.
  ///   - tolerance: Exact by default.
  public static func tessera(
    size: SnapshotSize = .fitting, scale: Double = 1,
    environment: @escaping (inout EnvironmentValues) -> Void = { _ in }, tolerance: ImageTolerance = .exact
  ) -> Self {
    let ours = TesseraSnapshot.Snapshotting<Value, Pixmap>.image(
      size: size, scale: scale, environment: environment, tolerance: tolerance)
    return SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .tesseraImage(tolerance: tolerance)) {
      view in
      do {
        return .pixels(try ours.snapshot(view))
      } catch {
        return .unavailable("the view could not be rendered: \(error)")
      }
    }
  }
}
