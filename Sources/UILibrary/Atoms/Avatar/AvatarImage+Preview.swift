import TesseraRaster
import TesseraUI

import struct TesseraUI.Color

#Preview("initials", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    AvatarImage(configuration: .init(name: "Ada Lovelace"), style: styles.avatarImage())
  }
}

#Preview("photo", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    AvatarImage(
      configuration: .init(name: "Ada Lovelace", photo: AvatarImage.samplePhoto), style: styles.avatarImage())
  }
}

extension AvatarImage {
  /// A 64x64 picture made of shapes (previews carry no image files).
  static let samplePhoto: Image? = {
    guard var c = try? Canvas(width: 64, height: 64, background: .white) else { return nil }
    let grad = TesseraRaster.LinearGradient(
      gradient: Gradient(colors: [.black.opacity(0.15), .black.opacity(0.55)]), startPoint: Point(x: 0, y: 0),
      endPoint: Point(x: 64, y: 64))
    c.fill(Rect(x: 0, y: 0, width: 64, height: 64), with: Paint(shader: .linearGradient(grad)))
    c.fill(Path(circleCenter: Point(x: 32, y: 26), radius: 12), with: Paint(.white))
    c.fill(Path(ellipseIn: Rect(x: 12, y: 42, width: 40, height: 32)), with: Paint(.white))
    return Image(pixmap: c.pixmap)
  }()
}
