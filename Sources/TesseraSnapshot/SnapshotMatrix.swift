import TesseraText
import TesseraUI
import Testing

import struct TesseraRaster.Pixmap

/// The cells a view is snapshotted in: every combination of color schemes, layout directions,
/// scales, content-size scales and iOS designs, each recorded as its own reference named after
/// the cell (`light.ltr.1x`, `dark.rtl.3x.cs1.5`, `light.ltr.3x.ios26`).
public struct SnapshotMatrix: Sendable {
  /// Color schemes. Default light.
  public var colorSchemes: [ColorScheme]
  /// Layout directions. Default left to right.
  public var directions: [LayoutDirection]
  /// Scales. Default 1.
  public var scales: [Double]
  /// Content-size (dynamic type) scales. Default 1.
  public var contentSizeScales: [Double]
  /// iOS designs. Default ``SystemDesign/standard``.
  public var designs: [SystemDesign]

  /// Creates a matrix.
  public init(
    colorSchemes: [ColorScheme] = [.light], directions: [LayoutDirection] = [.leftToRight],
    scales: [Double] = [1],
    contentSizeScales: [Double] = [1], designs: [SystemDesign] = [.standard]
  ) {
    self.colorSchemes = colorSchemes
    self.directions = directions
    self.scales = scales
    self.contentSizeScales = contentSizeScales
    self.designs = designs
  }

  /// One cell.
  public struct Cell: Sendable, Equatable {
    /// The color scheme.
    public var colorScheme: ColorScheme
    /// The layout direction.
    public var direction: LayoutDirection
    /// The scale.
    public var scale: Double
    /// The content-size scale.
    public var contentSizeScale: Double
    /// The iOS design. Default ``SystemDesign/standard``.
    public var design: SystemDesign = .standard

    /// The cell's name: scheme, direction, scale, (when not 1) content-size scale and (when not
    /// the standard one) design.
    public var name: String {
      var s = "\(colorScheme.rawValue).\(direction == .leftToRight ? "ltr" : "rtl").\(scale.formatted)x"
      if contentSizeScale != 1 { s += ".cs\(contentSizeScale.formatted)" }
      if design != .standard { s += ".\(design.rawValue)" }
      return s
    }
  }

  /// Every cell, in a stable order.
  public var cells: [Cell] {
    colorSchemes.flatMap { c in
      directions.flatMap { d in
        scales.flatMap { s in
          contentSizeScales.flatMap { cs in
            designs.map { Cell(colorScheme: c, direction: d, scale: s, contentSizeScale: cs, design: $0) }
          }
        }
      }
    }
  }
}

extension Double {
  fileprivate var formatted: String {
    self == rounded() ? String(Int(self)) : String(self)
  }
}

/// Checks a view in every cell of a matrix, one reference per cell.
@discardableResult
public func assertSnapshots<V: View>(
  of view: @autoclosure () -> V, matrix: SnapshotMatrix, size: SnapshotSize = .fitting,
  named name: String? = nil,
  tolerance: ImageTolerance = .exact, record: RecordMode? = nil, filePath: String = #filePath,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) -> [SnapshotReport] {
  let v = view()
  return matrix.cells.map { cell in
    let strategy = Snapshotting<V, Pixmap>.image(
      size: size, scale: cell.scale, background: cell.colorScheme == .dark ? .black : .white,
      environment: {
        $0.colorScheme = cell.colorScheme
        $0.layoutDirection = cell.direction
        $0.contentSizeScale = cell.contentSizeScale
        $0.systemDesign = cell.design
      }, tolerance: tolerance)
    return assertSnapshot(
      of: v, as: strategy, named: (name.map { $0 + "." } ?? "") + cell.name, record: record,
      filePath: filePath,
      function: function, sourceLocation: sourceLocation)
  }
}
