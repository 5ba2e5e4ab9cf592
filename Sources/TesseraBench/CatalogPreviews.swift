import TesseraUI

import struct TesseraRaster.Pixmap

/// The `#Preview`s of the library and the example app, each in a variant, rendered exactly as
/// `tessera previews` renders them (`Preview.renderer(variant:scale:)`).
struct CatalogImage: @unchecked Sendable {
  /// `Module/File/Name` and the variant's suffix.
  let id: String
  /// The renderer, made on the main actor.
  let renderer: ImageRenderer<AnyView>

  /// Renders the image.
  func render() throws -> Pixmap { try renderer.pixmap() }

  /// Every preview of `module` in each of `variants` it draws, at 2x.
  static func of(module: String, variants: [PreviewVariant]) throws -> [CatalogImage] {
    try MainActor.assumeIsolated {
      try Previews.all(in: module).flatMap { p in
        try p.effectiveVariants(variants).map { v in
          CatalogImage(id: p.id + v.nameSuffix, renderer: try p.renderer(variant: v, scale: 2))
        }
      }
    }
  }

  /// Every theme × color scheme the design system draws (standard light and dark, brandA, brandB).
  static var allThemes: [PreviewVariant] {
    PreviewVariant.matrix(
      colorSchemes: [.light, .dark],
      dimensions: ["theme": Previews.dimension(named: "theme")?.values ?? ["standard"]])
  }
}
