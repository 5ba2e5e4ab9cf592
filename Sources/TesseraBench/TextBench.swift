import Foundation
import TesseraGeometry
import TesseraRaster
import TesseraText

/// Text engine figures: shaping and layout of the reference scene's texts, glyph cache hits and
/// misses, and a 10,000-word paragraph.
enum TextBench {
  static func run(scenes: [ReferenceScene], minTime: Double) throws {
    let fonts = try FontLibrary.bundled()
    for scene in scenes {
      let texts = scene.ops.compactMap { op -> ReferenceScene.TextOp? in
        if case .text(let t) = op { return t }
        return nil
      }
      let s = try Stats.measure(warmup: 5, minIters: 50, minTime: minTime, maxIters: 5000) {
        for t in texts {
          _ = try TextLayout(
            text: t.text,
            style: TextStyle(size: t.size, weight: FontWeight(t.weight), lineHeight: t.lineHeight),
            maxWidth: t.wrapWidth, library: fonts)
        }
      }
      print(
        "\(scene.name): shaping + layout of its \(texts.count) texts: \(round3(s.median)) ms median, \(round3(s.min)) min"
      )
    }
    // Glyph cache: a miss rasterizes a glyph; a hit is a dictionary lookup under a lock.
    let face = try fonts.face(family: "Inter")
    let glyphs = (0..<200).compactMap { face.glyph(for: Unicode.Scalar(0x41 + UInt32($0 % 58)) ?? "A") }
    var size = 20.0
    let miss = Stats.measure(warmup: 0, minIters: 20, minTime: minTime / 2, maxIters: 2000) {
      size += 0.25
      for g in glyphs.prefix(50) {
        _ = GlyphCache.shared.mask(face: face, glyph: g, pixelSize: size, subpixel: 1)
      }
    }
    let hit = Stats.measure(warmup: 2, minIters: 20, minTime: minTime / 2, maxIters: 20000) {
      for g in glyphs.prefix(50) {
        _ = GlyphCache.shared.mask(face: face, glyph: g, pixelSize: 28, subpixel: 2)
      }
    }
    print(
      "glyph cache: miss \(round3(miss.median * 1000 / 50)) µs per glyph, hit \(round3(hit.median * 1000 / 50)) µs per glyph"
    )
    let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do"]
    let paragraph = (0..<10_000).map { words[$0 % words.count] }.joined(separator: " ")
    var lines = 0
    let para = try Stats.measure(warmup: 2, minIters: 10, minTime: minTime, maxIters: 500) {
      lines = try TextLayout(text: paragraph, style: TextStyle(size: 17), maxWidth: 375, library: fonts).lines
        .count
    }
    print(
      "10,000-word paragraph (\(paragraph.unicodeScalars.count) characters) at 375 pt: \(round3(para.median)) ms median, \(lines) lines"
    )
  }
}
