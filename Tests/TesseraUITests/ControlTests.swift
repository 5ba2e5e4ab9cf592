import Foundation
import TesseraUI
import Testing

@Suite struct ControlTests {
  @Test func galleryRenders() throws {
    for scheme in [ColorScheme.light, .dark] {
      var r = ImageRenderer(content: ControlGallery().background(Color(.systemBackground)))
      r.scale = 2
      r.environment.colorScheme = scheme
      let out = try r.render()
      #expect(out.warnings.contains { $0.contains("no.such.symbol") })
      try r.write(to: "/tmp/gallery-\(scheme).png")
      var t = ImageRenderer(content: ToggleGallery().background(Color(.systemBackground)))
      t.scale = 2
      t.environment.colorScheme = scheme
      try t.write(to: "/tmp/toggles-\(scheme).png")
      var f = ImageRenderer(content: FormGallery().background(Color(.systemBackground)))
      f.scale = 2
      f.environment.colorScheme = scheme
      try f.write(to: "/tmp/form-\(scheme).png")
    }
  }
}
