// `import SwiftUI` makes Foundation (CGFloat, CGSize, UUID, URL, Date, …) and Observation
// (`@Observable`) visible; `import TesseraUI` does the same.
@_exported import Foundation
@_exported import Observation
import TesseraGeometry
import TesseraRaster
import TesseraText

/// SwiftUI's geometry names, from Tessera's geometry module.
public typealias Point = TesseraGeometry.Point
/// A width and a height, in points.
public typealias Size = TesseraGeometry.Size
/// An axis-aligned rectangle, in points.
public typealias Rect = TesseraGeometry.Rect
/// Insets from the edges of a rectangle.
public typealias EdgeInsets = TesseraGeometry.EdgeInsets
/// A path of lines and curves.
public typealias Path = TesseraGeometry.Path
/// A 2D affine transform.
public typealias AffineTransform = TesseraGeometry.AffineTransform
/// Radii of the four corners of a rounded rectangle.
public typealias CornerRadii = TesseraGeometry.CornerRadii
/// Stroke width, caps, joins and dashes.
public typealias StrokeStyle = TesseraRaster.StrokeStyle
/// Inside rule of self-overlapping paths.
public typealias FillRule = TesseraRaster.FillRule
/// Horizontal alignment of multiline text.
public typealias TextAlignment = TesseraText.TextAlignment
/// Left-to-right or right-to-left layout.
public typealias LayoutDirection = TesseraText.LayoutDirection
/// The weight of a font.
public typealias FontWeight = TesseraText.FontWeight
