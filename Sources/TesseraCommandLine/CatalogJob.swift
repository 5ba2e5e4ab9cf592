import DesignSystem
import Foundation
import TesseraRaster
import TesseraUI
import UILibrary

/// One image of the catalog: a preview in a theme, density and scale.
struct CatalogJob: Sendable {
  let preview: ComponentPreview
  let theme: Theme
  let density: Density
  let scale: Double

  var relativePath: String {
    "\(preview.component)/\(preview.variant).\(theme.name).\(density.rawValue)@\(scale.clean)x.png"
  }

  /// The preview on its theme's background, padded, at its width.
  func render() throws -> Pixmap {
    let view = preview.make(StyleFactory(theme: theme))
      .frame(width: preview.width.map { $0 * density.scale }, alignment: .leading)
      .dsDensity(density)
      .dsTheme(theme)
      .padding(16)
      .background(theme.palette.background)
    var renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.background = theme.palette.background
    return try renderer.pixmap()
  }
}

extension Double {
  var clean: String { self == rounded() ? String(Int(self)) : String(self) }
}

/// A 64-bit FNV-1a hash of an image's size and pixels, as 16 hex digits: equal hashes mean
/// equal pixels (to within the odds of a 64-bit collision), whatever the PNG encoding.
func pixelHash(_ p: Pixmap) -> String {
  var h = FNV1a()
  h.add(UInt32(p.width))
  h.add(UInt32(p.height))
  for px in p.pixels { h.add(px) }
  return String(h.value, radix: 16, uppercase: false).leftPadded(to: 16)
}

extension String {
  func leftPadded(to n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}
