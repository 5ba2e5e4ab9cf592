import DesignSystem
import ExampleApp
import Foundation
import TesseraCommandLine
import TesseraPNG
import TesseraRaster
import TesseraSnapshot
import TesseraText
import TesseraUI
import UILibrary

import struct TesseraUI.Color

/// `tessera-bench --suite`: every figure in one run, measured the same way every time (warm-up,
/// then at least `minIters` and `minTime`, median): per reference scene, layout + display list,
/// raster, text, full render, PNG encode and decode, snapshot compare and checks; for the whole
/// preview catalog, render, encode and snapshot check per image; peak memory. With
/// `--peers RESULTS_JSON` (peerbench's results.json from the same run) it adds the targets'
/// ratios against the peers.
enum SuiteBench {
  struct Row {
    var name: String
    var ms: Double
  }

  @MainActor static func run(minTime: Double, scenes scenePath: String, peers: String?) throws {
    var figures: [String: Double] = [:]
    func report(_ key: String, _ label: String, _ s: Stats) {
      figures[key] = s.median
      print("  \(pad(label)) \(fixed(s.median)) ms median  (min \(fixed(s.min)), \(s.samples.count) runs)")
    }
    let fonts = try FontLibrary.bundled()
    print("Tessera suite, \(Date()) on \(ProcessInfo.processInfo.processorCount) cores")
    for (name, scale) in [("product-card", 2.0), ("page", 3.0)] {
      print("\(name) (reference scene, \(Int(scale))x)")
      func renderer() -> ImageRenderer<AnyView> {
        let r = ImageRenderer(
          content: name == "page" ? AnyView(ReferenceViews.Page()) : AnyView(ReferenceViews.ProductCard()))
        r.scale = scale
        return r
      }
      let r = renderer()
      let output = try r.render()
      let image = try output.pixmap()
      report(
        "\(name).layout", "layout + display list (views resolved, laid out, drawn to a list)",
        try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) { _ = try r.render() })
      report(
        "\(name).raster", "raster (display list to pixels)",
        try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) {
          _ = try output.pixmap()
        })
      report(
        "\(name).full", "full render (views to pixels)",
        try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) { _ = try r.pixmap() })
      if let scene = try ReferenceScene.load(path: scenePath).first(where: { $0.name == name }) {
        var bare = scene
        bare.removeText()
        let with = try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) {
          _ = try scene.render(fonts: fonts)
        }
        let without = try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) {
          _ = try bare.render(fonts: fonts)
        }
        report("\(name).rasterCalls", "raster calls (scene.json drawn directly)", with)
        figures["\(name).text"] = with.median - without.median
        print(
          "  \(pad("text (shaping, layout, glyphs: with minus without)")) \(fixed(with.median - without.median)) ms median"
        )
      }
      let png = try PNG.encode(image)
      report(
        "\(name).encode", "PNG encode (standard, \(png.count) B)",
        try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) {
          _ = try PNG.encode(image)
        })
      report(
        "\(name).decode", "PNG decode",
        try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) {
          _ = try PNG.decode(png)
        })
      let copy = try PNG.decode(png)
      report(
        "\(name).compare", "compare two equal images pixel by pixel",
        Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) {
          _ = ImageDiffer.compare(expected: copy, actual: image)
        })
      var changed = Canvas(pixmap: image)
      changed.fill(Rect(x: 40, y: 40, width: 120, height: 30), with: Paint(.black.opacity(0.5)))
      let other = changed.pixmap
      report(
        "\(name).compareDifferent", "compare with a changed area (perceptual, AA detection)",
        Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) {
          _ = ImageDiffer.compare(expected: copy, actual: other, tolerance: .perceptual)
        })
      report(
        "\(name).digest", "pixel digest of the image",
        Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) { _ = PixelDigest(image) })
    }
    // The SwiftUI scenes (issues 17 and 18): full render at 390 x 844 pt @3x against the page's.
    for (name, view) in SwiftUIScenes.all {
      let r = SwiftUIScenes.renderer(view)
      let s = try Stats.measure(warmup: 3, minIters: 20, minTime: minTime, maxIters: 2000) {
        _ = try r.pixmap()
      }
      report("\(name).full", "\(name): full render (views to pixels, 390x844 @3x)", s)
      if let page = figures["page.full"], page > 0 {
        print("  \(pad("\(name) vs the page's full render (target ≤ 1.5x)")) \(fixed(s.median / page))x")
      }
    }
    // A List of 100,000 rows against one of 20 (issue 18), full render on the iPhone 16 @3x.
    for (kind, short, long) in try ListScenes.measure(minTime: minTime) {
      figures["list-\(kind)-20.full"] = short.median
      figures["list-\(kind)-100000.full"] = long.median
    }
    // The snapshot checks, through verifySnapshot on a throwaway package.
    let scratch = try ScratchPackage("suite")
    defer { scratch.remove() }
    let file = scratch.testFile
    let card = ReferenceViews.ProductCard()
    _ = verifySnapshot(
      of: { card }, as: .image(scale: 2), named: "card", record: .missing, filePath: file, function: "f()")
    print("snapshot checks (product card, 800x560)")
    report(
      "check.identical", "identical: render + digest + read reference",
      try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 5000) {
        guard
          verifySnapshot(
            of: { card }, as: .image(scale: 2), named: "card", record: .never, filePath: file, function: "f()"
          ).outcome == .matched
        else { throw NSError(domain: "bench", code: 1) }
      })
    let faded = ReferenceViews.ProductCard().opacity(0.99)
    report(
      "check.different", "different: decode, compare, 4 artifacts written",
      try Stats.measure(warmup: 1, minIters: 10, minTime: minTime, maxIters: 500) {
        guard
          verifySnapshot(
            of: { faded }, as: .image(scale: 2), named: "card", record: .never, filePath: file,
            function: "f()"
          ).outcome == .failed
        else { throw NSError(domain: "bench", code: 2) }
      })
    // The whole catalog, as `tessera previews` renders it by default (light and dark, every
    // theme, 2x): components and pages apart, render then encode, one thread.
    for (kind, module) in [("components", "UILibrary"), ("pages", "ExampleApp")] {
      let previews = Previews.all(in: module)
      let jobs = try CatalogImage.of(module: module, variants: CatalogImage.allThemes)
      var pixels = 0
      var render = 0.0
      var encode = 0.0
      var recheck = 0.0
      for j in jobs {
        let t0 = Date()
        let image = try j.render()
        let t1 = Date()
        let bytes = try PNG.encode(image, options: .standard.singleThreaded)
        let t2 = Date()
        // A re-run of `tessera previews` over an up-to-date folder: digest, read, compare.
        _ = PixelDigest(image) == PixelDigest(storedIn: bytes)
        recheck += Date().timeIntervalSince(t2)
        render += t1.timeIntervalSince(t0)
        encode += t2.timeIntervalSince(t1)
        pixels += image.width * image.height
      }
      render = render * 1000 / Double(jobs.count)
      encode = encode * 1000 / Double(jobs.count)
      recheck = recheck * 1000 / Double(jobs.count)
      let average = pixels / jobs.count
      print(
        "catalog \(kind) (\(previews.count) previews in 4 themes = \(jobs.count) images, \(average) px on average, one thread)"
      )
      print("  \(pad("render")) \(fixed(render)) ms per image")
      print("  \(pad("PNG encode (standard)")) \(fixed(encode)) ms per image")
      print(
        "  \(pad("up-to-date check instead of encoding (digest, stored digest)")) \(fixed(recheck)) ms per image"
      )
      figures["catalog.\(kind).image"] = render + encode
      figures["catalog.\(kind).rerun"] = render + recheck
      figures["catalog.\(kind).pixels"] = Double(average)
    }
    print("peak resident memory: \(peakRSSMiB()) MiB")
    if let peers { try ratios(figures: figures, peers: peers) }
  }

  /// The issue's targets, measured against the peers' figures from the same run.
  /// `label` padded to a column.
  static func pad(_ label: String, _ width: Int = 64) -> String {
    label.count >= width ? label : label + String(repeating: " ", count: width - label.count)
  }

  /// A number with `digits` decimals, right-aligned in 9 characters.
  static func fixed(_ v: Double, _ digits: Int = 3) -> String {
    let scale = pow(10, Double(digits))
    let s = String((v * scale).rounded() / scale)
    return s.count >= 9 ? s : String(repeating: " ", count: 9 - s.count) + s
  }

  static func ratios(figures: [String: Double], peers path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
    let peers = (json["peers"] as? [String: Any]) ?? [:]
    func peer(_ name: String, _ scene: String, _ keys: [String]) -> Double? {
      var node: Any? = ((peers[name] as? [String: Any])?["scenes"] as? [String: Any])?[scene]
      for k in keys { node = (node as? [String: Any])?[k] }
      return (node as? Double) ?? (node as? NSNumber)?.doubleValue
    }
    print("targets against the peers (same run)")
    func line(_ what: String, _ ours: Double?, _ theirs: Double?, _ target: String, ok: (Double) -> Bool) {
      guard let ours, let theirs, ours > 0 else {
        print("  \(what): no figure")
        return
      }
      let ratio = theirs / ours
      print(
        "  \(pad(what)) ours \(fixed(ours)) ms, theirs \(fixed(theirs)) ms: \(fixed(ratio, 2))x (target \(target)) \(ok(ratio) ? "met" : "NOT MET")"
      )
    }
    line(
      "full render of the product card vs Skia's raster", figures["product-card.full"],
      peer("skia", "product-card", ["raster", "median_ms"]), "≥ 1x"
    ) { $0 >= 1 }
    line(
      "full render of the page vs Skia's raster", figures["page.full"],
      peer("skia", "page", ["raster", "median_ms"]), "≥ 1x"
    ) { $0 >= 1 }
    line(
      "raster of the page vs Blend2D's", figures["page.rasterCalls"],
      peer("blend2d", "page", ["raster", "median_ms"]), "≥ 1x"
    ) { $0 >= 1 }
    line(
      "PNG encode of the page vs libpng's default (cairo)", figures["page.encode"],
      peer("cairo", "page", ["png", "default", "median_ms"]), "≥ 3x"
    ) { $0 >= 3 }
    if let check = figures["check.identical"] {
      print(
        "  \(pad("identical snapshot check, 800x560")) \(fixed(check)) ms (target < 5 ms) \(check < 5 ? "met" : "NOT MET")"
      )
    }
    // Chromium's screenshot time for an image of n pixels, from its two scenes: a + b·n.
    if let c1 = peer("chromium", "product-card", ["screenshot_only", "median_ms"]),
      let c2 = peer("chromium", "page", ["screenshot_only", "median_ms"])
    {
      let b = (c2 - c1) / Double(1170 * 2532 - 800 * 560)
      let a = c1 - b * Double(800 * 560)
      let model = "\(fixed(a, 2)) ms + \(fixed(b * 1e6, 2)) ms per megapixel"
      print("  Chromium screenshot model from its two scenes: \(model)")
      for kind in ["components", "pages"] {
        guard let px = figures["catalog.\(kind).pixels"] else { continue }
        line(
          "catalog \(kind): render + encode vs Chromium at that size", figures["catalog.\(kind).image"],
          a + b * px, "≥ 20x"
        ) { $0 >= 20 }
        line(
          "catalog \(kind), re-run over up-to-date images", figures["catalog.\(kind).rerun"], a + b * px,
          "≥ 20x"
        ) { $0 >= 20 }
      }
    }
  }
}
