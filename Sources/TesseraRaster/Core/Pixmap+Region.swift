extension Pixmap {
  /// A copy of the `width` x `height` pixels whose top-left pixel is (`x`, `y`).
  /// - Returns: nil when the region is empty or not inside the pixmap.
  public func cropped(x: Int, y: Int, width: Int, height: Int) -> Pixmap? {
    guard x >= 0, y >= 0, width >= 1, height >= 1, x <= self.width - width, y <= self.height - height else {
      return nil
    }
    var out: [UInt32] = []
    out.reserveCapacity(width * height)
    for row in y..<(y + height) {
      let start = row * self.width + x
      out.append(contentsOf: pixels[start..<(start + width)])
    }
    return try? Pixmap(width: width, height: height, pixels: out)
  }

  /// The mean of every pixel, premultiplied channels averaged then unpremultiplied (what a
  /// pattern looks like from afar).
  public var meanColor: Color {
    var sums: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    for p in pixels {
      sums.0 += UInt64(p & 0xFF)
      sums.1 += UInt64((p >> 8) & 0xFF)
      sums.2 += UInt64((p >> 16) & 0xFF)
      sums.3 += UInt64(p >> 24)
    }
    let n = UInt64(pixels.count)
    func mean(_ s: UInt64) -> UInt8 { UInt8((s + n / 2) / n) }
    return PremultipliedColor(r: mean(sums.0), g: mean(sums.1), b: mean(sums.2), a: mean(sums.3))
      .unpremultiplied
  }
}
