import Foundation
import TesseraDisplayList
import TesseraPNG
import TesseraRaster
import TesseraRenderer
import TesseraSync

/// What rendering a view produced: the display list and the warnings; ``pixmap()`` rasterizes.
public struct RenderOutput: Sendable {
  /// The laid-out picture, in points.
  public let displayList: DisplayList
  /// Problems worked around while resolving and laying out (invalid sizes, duplicate ids…).
  public let warnings: [String]
  /// Pixels per point.
  public let scale: Double
  /// The background color, resolved in the renderer's environment.
  public let background: Color.Resolved

  /// The pixels.
  /// - Throws: ``RenderError/invalidImageSize(_:)`` when the picture is empty or too large.
  public func pixmap() throws -> Pixmap {
    let w = displayList.size.width * scale
    let h = displayList.size.height * scale
    guard w >= 0.5, h >= 0.5 else {
      throw RenderError.invalidImageSize("the view is \(displayList.size) points: nothing to draw")
    }
    do {
      return try DisplayListRenderer.render(displayList, scale: scale, background: background)
    } catch {
      throw RenderError.invalidImageSize("\(displayList.size) points at \(scale)x: \(error)")
    }
  }
}
