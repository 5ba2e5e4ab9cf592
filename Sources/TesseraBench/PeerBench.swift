import Foundation
import TesseraPNG
import TesseraRaster
import TesseraText
import TesseraUI

import struct TesseraUI.Color

/// Runs peerbench's protocol on Tessera and writes its results file.
struct PeerBench {
  let directory: String
  let only: String?
  let minTime: Double

  func run() throws {
    let env = ProcessInfo.processInfo.environment
    let warmup = Int(env["PB_WARMUP"] ?? "") ?? 5
    let minIters = Int(env["PB_MIN_ITERS"] ?? "") ?? 50
    let maxIters = Int(env["PB_MAX_ITERS"] ?? "") ?? 5000
    let scenes = try ReferenceScene.load(path: directory + "/scene.json").filter {
      only == nil || $0.name == only
    }
    try FileManager.default.createDirectory(
      atPath: directory + "/out/results", withIntermediateDirectories: true)
    let fonts = try FontLibrary.bundled()
    var results: [String: Any] = [:]
    for scene in scenes {
      let raster = try Stats.measure(warmup: warmup, minIters: minIters, minTime: minTime, maxIters: maxIters)
      {
        _ = try scene.render(fonts: fonts)
      }
      var shapesOnly = scene
      shapesOnly.removeText()
      let bare = try Stats.measure(warmup: warmup, minIters: minIters, minTime: minTime, maxIters: maxIters) {
        _ = try shapesOnly.render(fonts: fonts)
      }
      let cold = try Stats.measure(
        warmup: warmup, minIters: minIters, minTime: min(minTime, 1), maxIters: maxIters
      ) {
        Canvas.removeCachedData()
        GlyphCache.shared.removeAll()
        _ = try scene.render(fonts: fonts)
      }
      let tiny = try Stats.measure(
        warmup: warmup, minIters: minIters, minTime: min(minTime, 0.5), maxIters: maxIters
      ) {
        var c = try Canvas(width: 1, height: 1, background: scene.background)
        try scene.draw(on: &c, fonts: fonts)
      }
      let image = try scene.render(fonts: fonts)
      var png: [String: Any] = [:]
      // "fast": the fastest setting, the standard one without the stored pixel digest.
      var fastest = PNGOptions.standard
      fastest.storesPixelDigest = false
      for (mode, options) in [("default", PNGOptions.standard), ("fast", fastest)] {
        var bytes = 0
        let s = try Stats.measure(warmup: warmup, minIters: minIters, minTime: minTime, maxIters: maxIters) {
          bytes = try PNG.encode(image, options: options).count
        }
        png[mode] = ["median_ms": round3(s.median), "min_ms": round3(s.min), "bytes": bytes]
      }
      let path = directory + "/out/tessera-\(scene.name).png"
      let encoded = try PNG.encode(image)
      try AtomicFile.write(encoded, to: path)
      results[scene.name] = [
        "width_px": scene.pixelWidth, "height_px": scene.pixelHeight, "raster": raster.json,
        "raster_cold_caches": cold.json,
        "raster_without_text": bare.json,
        "text_ms": round3(raster.median - bare.median),
        "raster_1x1": ["median_ms": round3(tiny.median), "min_ms": round3(tiny.min)], "png": png,
        "output_bytes": encoded.count, "peak_rss_mb": peakRSSMiB(),
      ]
      print(
        "tessera \(scene.name): raster \(round3(raster.median)) ms (min \(round3(raster.min)); cold caches "
          + "\(round3(cold.median)); text adds \(round3(raster.median - bare.median))), "
          + "png \((png["default"] as? [String: Any])?["median_ms"] ?? 0) ms, \(encoded.count) B")
    }
    // The same scenes written as views: build, layout, display list and raster per frame.
    var viewResults: [String: Any] = [:]
    for scene in scenes {
      let views = try Stats.measure(warmup: warmup, minIters: minIters, minTime: minTime, maxIters: maxIters)
      {
        _ = try ReferenceViews.render(scene: scene.name, scale: scene.scale)
      }
      let image = try ReferenceViews.render(scene: scene.name, scale: scene.scale)
      let encoded = try PNG.encode(image)
      try AtomicFile.write(encoded, to: directory + "/out/tessera-views-\(scene.name).png")
      let same = image == (try scene.render(fonts: fonts))
      // The PNG figures are those of the raster version (the pixels are the same when `same`).
      let png = (results[scene.name] as? [String: Any])?["png"] ?? [:]
      viewResults[scene.name] = [
        "width_px": scene.pixelWidth, "height_px": scene.pixelHeight, "raster": views.json, "png": png,
        "output_bytes": encoded.count, "peak_rss_mb": peakRSSMiB(), "identical_to_raster_version": same,
      ]
      print(
        "tessera-views \(scene.name): full render \(round3(views.median)) ms (min \(round3(views.min))), identical to the raster version: \(same)"
      )
    }
    let viewDoc: [String: Any] = [
      "peer": "tessera-views",
      "library": "Tessera 0.1.0: the scene written as SwiftUI-shaped views",
      "text": "as tessera", "shadow": "as tessera", "png_modes": "as tessera",
      "scenes": viewResults,
    ]
    try AtomicFile.write(
      [UInt8](try JSONSerialization.data(withJSONObject: viewDoc, options: [.prettyPrinted, .sortedKeys])),
      to: directory + "/out/results/tessera-views.json")
    let doc: [String: Any] = [
      "peer": "tessera",
      "library": "Tessera 0.1.0 (Swift 6, native, release build)",
      "text":
        "HarfBuzz shaping (kerning, ligatures), own greedy line breaking, FreeType unhinted outlines, exact-area coverage, 1/4 px subpixel x, glyph cache",
      "shadow": "three box blurs per axis (CSS/SVG Gaussian approximation), rounded-rect nine-patch",
      "png_modes":
        "default: libpng zlib 6, RLE strategy, Up filter, RGB when opaque; fast: zlib 1, RLE, no filter",
      "scenes": results,
    ]
    let data = try JSONSerialization.data(withJSONObject: doc, options: [.prettyPrinted, .sortedKeys])
    try AtomicFile.write([UInt8](data), to: directory + "/out/results/tessera.json")
  }
}
