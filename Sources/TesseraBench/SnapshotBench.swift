import DesignSystem
import Foundation
import TesseraCommandLine
import TesseraPNG
import TesseraSnapshot
import TesseraUI
import UILibrary

import struct TesseraRaster.Pixmap

/// Snapshot-check figures: the reference scene rendered from views and compared with its
/// reference (decode + render + compare), identical and different; and peak memory over 5,000
/// consecutive checks.
enum SnapshotBench {
  /// `count` identical (or, with `different`, failing) checks of the product card and nothing
  /// else: a fixed workload for profilers.
  static func profile(count: Int, different: Bool = false) throws {
    let scratch = try ScratchPackage("snapprofile")
    defer { scratch.remove() }
    let file = scratch.testFile
    let card = ReferenceViews.ProductCard()
    let strategy = Snapshotting<ReferenceViews.ProductCard, Pixmap>.image(scale: 2)
    _ = verifySnapshot(
      of: { card }, as: strategy, named: "card", record: .missing, filePath: file, function: "f()")
    for _ in 0..<max(1, count) {
      if different {
        let r = verifySnapshot(
          of: { card.opacity(0.99) }, as: .image(scale: 2), named: "card", record: .never, filePath: file,
          function: "f()")
        guard r.outcome == .failed else { throw NSError(domain: "bench", code: 2) }
      } else {
        let r = verifySnapshot(
          of: { card }, as: strategy, named: "card", record: .never, filePath: file, function: "f()")
        guard r.outcome == .matched else { throw NSError(domain: "bench", code: 1) }
      }
    }
  }

  static func run(minTime: Double, count: Int) throws {
    let scratch = try ScratchPackage("snapbench")
    defer { scratch.remove() }
    let file = scratch.testFile
    let card = ReferenceViews.ProductCard()
    let strategy = Snapshotting<ReferenceViews.ProductCard, Pixmap>.image(scale: 2)
    _ = verifySnapshot(
      of: { card }, as: strategy, named: "card", record: .missing, filePath: file, function: "f()")
    let same = try Stats.measure(warmup: 3, minIters: 30, minTime: minTime, maxIters: 2000) {
      let r = verifySnapshot(
        of: { card }, as: strategy, named: "card", record: .never, filePath: file, function: "f()")
      guard r.outcome == .matched else { throw NSError(domain: "bench", code: 1) }
    }
    print(
      "snapshot check, product card 800x560, identical: \(round3(same.median)) ms median, \(round3(same.min)) min"
    )
    // Where the time goes.
    let image = try ReferenceViews.render(scene: "product-card", scale: 2)
    let bytes = try PNG.encode(image)
    let render = try Stats.measure(warmup: 3, minIters: 30, minTime: 0.5, maxIters: 2000) {
      _ = try ReferenceViews.render(scene: "product-card", scale: 2)
    }
    let encode = try Stats.measure(warmup: 3, minIters: 30, minTime: 0.5, maxIters: 2000) {
      _ = try PNG.encode(image)
    }
    let decode = try Stats.measure(warmup: 3, minIters: 30, minTime: 0.5, maxIters: 2000) {
      _ = try PNG.decode(bytes)
    }
    let copy = try PNG.decode(bytes)
    let compare = Stats.measure(warmup: 3, minIters: 30, minTime: 0.5, maxIters: 2000) {
      _ = ImageDiffer.compare(expected: copy, actual: image)
    }
    let viaStrategy = try Stats.measure(warmup: 3, minIters: 30, minTime: 0.5, maxIters: 2000) {
      _ = try strategy.snapshot(card)
    }
    let refPath = SnapshotLocation.resolve(
      filePath: file, function: "f()", name: "card", pathExtension: "png")
    let locate = Stats.measure(warmup: 3, minIters: 30, minTime: 0.5, maxIters: 2000) {
      _ = SnapshotLocation.resolve(filePath: file, function: "f()", name: "card", pathExtension: "png")
    }
    let read = try Stats.measure(warmup: 3, minIters: 30, minTime: 0.5, maxIters: 2000) {
      _ = try PNG.readFile(refPath.referencePath)
    }
    print(
      "  parts: render \(round3(render.median)) ms (through the strategy \(round3(viaStrategy.median))), locate \(round3(locate.median)) ms, read \(round3(read.median)) ms, decode \(round3(decode.median)) ms, compare two equal copies \(round3(compare.median)) ms, encode \(round3(encode.median)) ms"
    )
    // A different snapshot under the same name: the card at 99% opacity.
    func check<V: View>(_ view: V) -> SnapshotReport {
      verifySnapshot(
        of: { view }, as: .image(scale: 2), named: "card", record: .never, filePath: file, function: "f()")
    }
    let other = ReferenceViews.ProductCard().opacity(0.99)
    let differ = try Stats.measure(warmup: 1, minIters: 10, minTime: minTime, maxIters: 200) {
      guard check(other).outcome == .failed else { throw NSError(domain: "bench", code: 2) }
    }
    print(
      "snapshot check, product card, different (with 4 artifacts written): \(round3(differ.median)) ms median"
    )
    try catalog(file: file, minTime: minTime)
    let before = peakRSSMiB()
    var rssAt1000 = 0.0
    for i in 0..<count {
      _ = verifySnapshot(
        of: { card }, as: strategy, named: "card", record: .never, filePath: file, function: "f()")
      if i == 999 { rssAt1000 = currentRSSMiB() }
    }
    print(
      "\(count) consecutive identical checks: resident \(round3(rssAt1000)) MiB after 1,000, \(round3(currentRSSMiB())) MiB after \(count) (peak before the loop \(before) MiB, after \(peakRSSMiB()) MiB)"
    )
  }

  /// The component catalog as snapshot tests: every preview, light theme, regular density, 2x,
  /// checked against its reference; the median per snapshot over rounds of the whole catalog.
  static func catalog(file: String, minTime: Double) throws {
    // Each preview rendered exactly as `tessera previews` renders it (light, regular, 2x).
    let jobs = try CatalogImage.of(module: "UILibrary", variants: [.standard])
    let strategy = Snapshotting<Pixmap, Pixmap>.image().pullback { (job: CatalogImage) in try job.render() }
    func check(_ j: CatalogImage, _ record: RecordMode, named: String? = nil) -> SnapshotReport {
      verifySnapshot(
        of: { j }, as: strategy, named: named ?? j.id, record: record, filePath: file, function: "catalog()")
    }
    for j in jobs { _ = check(j, .missing) }
    let pixels = try jobs.reduce(0) { n, j in
      let image = try j.render()
      return n + image.width * image.height
    }
    let round = try Stats.measure(warmup: 1, minIters: 10, minTime: minTime, maxIters: 500) {
      for j in jobs where check(j, .never).outcome != .matched { throw NSError(domain: "bench", code: 3) }
    }
    let perImage = round.median / Double(jobs.count)
    print(
      "snapshot check, component catalog (\(jobs.count) previews, light, 2x, \(pixels / jobs.count) px on average), identical: \(round3(perImage)) ms median per snapshot (\(round3(round.median)) ms per catalog)"
    )
    // Different: each preview in the dark theme checked against its light reference (same name),
    // so every check decodes the reference, compares, and writes its four artifacts.
    let dark = try CatalogImage.of(module: "UILibrary", variants: [PreviewVariant(colorScheme: .dark)])
    let lightNames = Dictionary(zip(dark.map(\.id), jobs.map(\.id)), uniquingKeysWith: { a, _ in a })
    let differing = dark.filter { check($0, .never, named: lightNames[$0.id]).outcome == .failed }
    let differ = Stats.measure(warmup: 1, minIters: 3, minTime: minTime, maxIters: 50) {
      for j in differing { _ = check(j, .never, named: lightNames[j.id]) }
    }
    print(
      "snapshot check, component catalog, different (dark against light, \(differing.count) of \(dark.count) previews differ; 4 artifacts each): \(round3(differ.median / Double(max(1, differing.count)))) ms median per snapshot"
    )
  }

  static func currentRSSMiB() -> Double {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in s.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
    }
    return 0
  }
}
