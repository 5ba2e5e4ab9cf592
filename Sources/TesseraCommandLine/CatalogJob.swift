import DesignSystem
import Foundation
import TesseraFiles
import TesseraPNG
import TesseraUI
import UILibrary

import struct TesseraRaster.Pixmap

/// One image of the catalog: a preview in a theme, density and scale, rendered exactly as
/// `tessera previews` renders it (benchmarks and other tools use it to measure the same work).
public struct CatalogJob: Sendable, RenderJob {
  /// The preview.
  public let preview: ComponentPreview
  /// The theme it is drawn in.
  public let theme: Theme
  /// The density.
  public let density: Density
  /// Pixels per point.
  public let scale: Double

  /// Creates a job.
  public init(preview: ComponentPreview, theme: Theme, density: Density, scale: Double) {
    self.preview = preview
    self.theme = theme
    self.density = density
    self.scale = scale
  }

  /// Where the image goes in an output folder: every name made safe by `PathName.component`.
  var relativePath: String {
    let c = PathName.component
    return
      "\(c(preview.component))/\(c(preview.variant)).\(c(theme.name)).\(c(density.rawValue))@\(scale.clean)x.png"
  }

  var label: String { "\(preview.id) in theme \"\(theme.name)\", \(density.rawValue), @\(scale.clean)x" }

  func manifestEntry(width: Int, height: Int, hash: String) -> ManifestEntry {
    ManifestEntry(job: self, width: width, height: height, hash: hash)
  }

  /// Renders the preview on its theme's background: a component padded, at its width; a page at its
  /// screen size, edge to edge.
  public func render() throws -> Pixmap {
    let content = preview.make(StyleFactory(theme: theme))
    let view: AnyView
    if preview.layer == .page {
      view = AnyView(
        content
          .frame(
            width: preview.width.map { CGFloat($0) }, height: preview.height.map { CGFloat($0) },
            alignment: .topLeading
          )
          .dsDensity(density)
          .dsTheme(theme)
          .background(theme.palette.background))
    } else {
      view = AnyView(
        content
          .frame(width: preview.width.map { $0 * density.scale }, alignment: .leading)
          .dsDensity(density)
          .dsTheme(theme)
          .padding(16)
          .background(theme.palette.background))
    }
    var renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.background = theme.palette.background
    return try renderer.pixmap()
  }
}

extension Double {
  var clean: String { self == rounded() ? String(Int(self)) : String(self) }
}
