import Foundation
import TesseraPNG
import TesseraRaster

extension Image {
  /// The image's pixels for a shape style (``ImagePaint``): its pixmap, or its PNG file read now.
  /// A symbol, a missing asset or a file that cannot be read gives nil, with a warning naming it.
  func pixmapForPainting() -> Pixmap? {
    switch source {
    case .pixmap(let p): return p
    case .file(let path):
      do {
        return try PNG.read(contentsOf: path)
      } catch {
        RuntimeWarnings.add("ImagePaint: the image \(path) cannot be read (\(error)); it paints nothing")
        return nil
      }
    case .symbol(let name):
      RuntimeWarnings.add(
        "ImagePaint: the symbol \"\(name)\" is not an image of pixels; it paints nothing (fill with a Color or draw the Image as a view)"
      )
      return nil
    case .missingAsset(let name):
      RuntimeWarnings.add(
        "ImagePaint: image \"\(name)\" is not a PNG resource of the bundle (asset catalogs are not read on Linux); it paints nothing"
      )
      return nil
    }
  }
}
