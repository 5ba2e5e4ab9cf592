import TesseraRaster
import TesseraUI

import struct TesseraUI.Color

extension AvatarImage {
  /// Initials, and a photo (a generated gradient picture).
  public static var previews: [ComponentPreview] {
    [
      ComponentPreview(component: "AvatarImage", layer: .atom, variant: "initials") { styles in
        AvatarImage(configuration: .init(name: "Ada Lovelace"), style: styles.avatarImage()).eraseToAnyView()
      },
      ComponentPreview(component: "AvatarImage", layer: .atom, variant: "photo") { styles in
        AvatarImage(
          configuration: .init(name: "Ada Lovelace", photo: samplePhoto), style: styles.avatarImage()
        )
        .eraseToAnyView()
      },
    ]
  }

  /// A 64x64 picture made of shapes (previews carry no image files).
  static let samplePhoto: Pixmap? = {
    guard var c = try? Canvas(width: 64, height: 64, background: .white) else { return nil }
    let grad = TesseraRaster.LinearGradient(
      gradient: Gradient(colors: [.black.opacity(0.15), .black.opacity(0.55)]), startPoint: Point(x: 0, y: 0),
      endPoint: Point(x: 64, y: 64))
    c.fill(Rect(x: 0, y: 0, width: 64, height: 64), with: Paint(shader: .linearGradient(grad)))
    c.fill(Path(circleCenter: Point(x: 32, y: 26), radius: 12), with: Paint(.white))
    c.fill(Path(ellipseIn: Rect(x: 12, y: 42, width: 40, height: 32)), with: Paint(.white))
    return c.pixmap
  }()
}
