import FuzzSupport
import TesseraGeometry
import TesseraRaster
import TesseraText

/// The bundled fonts, loaded once.
let fonts = try? FontLibrary.bundled()

/// Fuzz target: paragraph layout and drawing of random Unicode at random widths and styles.
/// The first four bytes choose the width, size, alignment, line limit, truncation and
/// direction; the rest is the text (invalid UTF-8 becomes U+FFFD). Layout must throw or give a
/// finite size that fits its line limit, and drawing must stay inside the canvas.
func fuzzText(_ bytes: [UInt8]) {
  guard let fonts, bytes.count >= 4 else { return }
  let width: Double? = bytes[0] == 0 ? nil : Double(bytes[0]) * 2.5 - 20
  let size = Double(bytes[1] % 64) + 0.5
  let flags = bytes[2]
  let limit: Int? = bytes[3] % 4 == 0 ? nil : Int(bytes[3] % 4)
  let text = String(decoding: bytes.dropFirst(4).prefix(2048), as: UTF8.self)
  let style = TextStyle(
    size: size, weight: FontWeight(Int(flags) * 4), italic: flags & 8 != 0,
    tracking: Double(Int(flags >> 4) - 8) * 0.25,
    alignment: TextAlignment.allCases[Int(flags >> 2) % TextAlignment.allCases.count], lineLimit: limit,
    truncation: TruncationMode.allCases[Int(flags >> 5) % TruncationMode.allCases.count],
    direction: flags & 1 == 0 ? .leftToRight : .rightToLeft)
  guard let layout = try? TextLayout(text: text, style: style, maxWidth: width, library: fonts) else {
    return
  }
  precondition(layout.size.width.isFinite && layout.size.height.isFinite, "layout size \(layout.size)")
  if let limit {
    precondition(layout.lines.count <= limit, "\(layout.lines.count) lines over a limit of \(limit)")
  }
  guard var canvas = try? Canvas(width: 160, height: 64, background: .white) else { return }
  canvas.draw(layout, at: Point(x: 4, y: 4), color: .black)
}

/// Replays files, or fuzzes under libFuzzer (see `FuzzMain`).
@main enum FuzzTextLayoutMain {
  static func main() { FuzzMain.run(fuzzText) }
}
