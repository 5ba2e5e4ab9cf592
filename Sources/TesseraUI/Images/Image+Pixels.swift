import Foundation
import TesseraPNG
import TesseraRaster

nonisolated extension Image {
  /// The image's pixels for a shape style (``ImagePaint``): its pixmap, or its PNG file read now.
  /// A symbol, a missing asset or a file that cannot be read gives nil, with a warning naming it.
  func pixmapForPainting() -> Pixmap? {
    switch source {
    case .pixmap(let p, _): return p
    case .empty: return nil
    case .file(let path):
      do {
        return try PNG.read(contentsOf: path)
      } catch {
        Diagnostics.warnOnThisThread(
          "ImagePaint: the image \(path) cannot be read (\(error)); it paints nothing")
        return nil
      }
    case .symbol(let name):
      Diagnostics.warnOnThisThread(
        "ImagePaint: the symbol \"\(name)\" is not an image of pixels; it paints nothing (fill with a Color or draw the Image as a view)"
      )
      return nil
    case .missingAsset(let name):
      Diagnostics.warnOnThisThread(
        "ImagePaint: image \"\(name)\" is in no asset catalog or PNG resource of the bundles searched; it paints nothing"
      )
      return nil
    case .asset(let name, let set):
      // A paint has no screen: the set's 1x (else smallest) light file.
      guard let entry = set.best(scale: 1, dark: false), entry.path.lowercased().hasSuffix(".png"),
        let pixels = try? PNG.read(contentsOf: entry.path)
      else {
        Diagnostics.warnOnThisThread(
          "ImagePaint: image set \"\(name)\" has no PNG file that can be read; it paints nothing")
        return nil
      }
      return pixels
    }
  }
}
