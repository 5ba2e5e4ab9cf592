import Foundation
import TesseraPNG

#if !canImport(Darwin)
  extension UIImage {
    /// The image as PNG data: for images of pixels (decoded or drawn with
    /// `UIGraphicsImageRenderer`); nil for a symbol, a named asset or an empty image, whose
    /// pixels are only known when drawn in a view.
    public func pngData() -> Data? {
      guard case .pixmap(let pixels, _) = image.source, let bytes = try? PNG.encode(pixels) else {
        return nil
      }
      return Data(bytes)
    }

    /// Draws the image in `rect` of the current UIKit context (an image renderer's); nothing
    /// when there is none.
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(image, in: rect) }

    /// Draws the image at its size with its top-left corner at `point`, in the current UIKit
    /// context; nothing when there is none.
    public func draw(at point: CGPoint) {
      UIGraphicsGetCurrentContext()?.draw(image, in: CGRect(origin: point, size: size))
    }
  }

  extension UIColor {
    /// Makes this the fill color of the current UIKit context (an image renderer's); nothing when
    /// there is none.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the stroke color of the current UIKit context; nothing when there is none.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and the stroke color of the current UIKit context.
    public func set() {
      setFill()
      setStroke()
    }
  }
#endif

#if !canImport(Darwin)
  extension UIColor {
    /// A color that tiles an image, as UIKit's: a SwiftUI color cannot hold a pattern, so it is the
    /// image's mean color (what the tiling looks like from afar), clear for an image whose pixels
    /// are only known when drawn (a symbol, a named asset).
    public convenience init(patternImage image: UIImage) {
      guard case .pixmap(let pixels, _) = image.image.source, pixels.width > 0, pixels.height > 0 else {
        self.init(Color.clear)
        return
      }
      var sum: (r: Int, g: Int, b: Int, a: Int) = (0, 0, 0, 0)
      for y in 0..<pixels.height {
        for x in 0..<pixels.width {
          guard let p = pixels.pixel(x: x, y: y) else { continue }
          sum.r += Int(p.r)
          sum.g += Int(p.g)
          sum.b += Int(p.b)
          sum.a += Int(p.a)
        }
      }
      guard sum.a > 0 else {
        self.init(Color.clear)
        return
      }
      // Premultiplied sums: the mean color is each channel over the alpha sum.
      let n = Double(pixels.width * pixels.height)
      self.init(
        red: CGFloat(Double(sum.r) / Double(sum.a)), green: CGFloat(Double(sum.g) / Double(sum.a)),
        blue: CGFloat(Double(sum.b) / Double(sum.a)), alpha: CGFloat(Double(sum.a) / 255 / n))
    }
  }
#endif
