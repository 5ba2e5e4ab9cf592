// `import CoreGraphics` on Linux: a module of that name with what app code takes from Core
// Graphics next to SwiftUI: Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, and
// TesseraUI's `CGAffineTransform`, `CGVector`, `CGPath`, `CGMutablePath`, `CGColor`, `CGLineCap`
// and `CGLineJoin` (see Docs/SwiftUICompatibility.md), so a file that imports it compiles
// unchanged. `CGContext` records drawing for UIKit's image renderers; `CGImage` is not here and `CGColor` is a
// color value only. Part of the TesseraUI product on Linux only: on Apple's systems the real framework
// stays in charge.
@_exported import Foundation

@_exported import struct TesseraUI.CGAffineTransform
@_exported import class TesseraUI.CGColor
@_exported import class TesseraUI.CGContext
@_exported import enum TesseraUI.CGLineCap
@_exported import enum TesseraUI.CGLineJoin
@_exported import class TesseraUI.CGMutablePath
@_exported import class TesseraUI.CGPath
@_exported import enum TesseraUI.CGPathDrawingMode
@_exported import enum TesseraUI.CGPathFillRule
@_exported import struct TesseraUI.CGVector
