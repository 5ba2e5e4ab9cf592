import Foundation
import TesseraAudit
import TesseraSnapshot
import TesseraUI

import struct TesseraRaster.Pixmap

/// Audit figures: what auditing adds to a render (median over the catalog), and a Dynamic Type
/// sweep of 12 sizes against one render.
enum AuditBench {
  static func run(minTime: Double) throws {
    let images =
      try CatalogImage.of(module: "UILibrary", variants: [.standard])
      + CatalogImage.of(module: "ExampleApp", variants: [.standard])
    var ratios: [Double] = []
    var renderTotal = 0.0
    var auditTotal = 0.0
    for image in images {
      let plain = try Stats.measure(warmup: 2, minIters: 10, minTime: minTime, maxIters: 500) {
        _ = try image.renderer.render().pixmap()
      }
      let audited = try Stats.measure(warmup: 2, minIters: 10, minTime: minTime, maxIters: 500) {
        let output = try image.renderer.render()
        let pixels = try output.pixmap()
        _ = SnapshotAudit.fail.audit(output, image: pixels)
      }
      ratios.append(audited.median / plain.median)
      renderTotal += plain.median
      auditTotal += audited.median
    }
    // Where the time goes, over the whole catalog (one pass each, already rendered).
    var outputs: [(RenderOutput, Pixmap)] = []
    for image in images {
      let o = try image.renderer.render()
      outputs.append((o, try o.pixmap()))
    }
    func total(_ body: (RenderOutput, Pixmap) -> Void) throws -> Double {
      Stats.measure(warmup: 2, minIters: 5, minTime: minTime * 5, maxIters: 200) {
        for (o, p) in outputs { body(o, p) }
      }.median
    }
    var noPixels = AuditOptions.standard
    noPixels.kinds.subtract([.contrast, .nonTextContrast])
    let layoutChecks = try total { o, _ in _ = Auditor.audit(o.displayList, options: noPixels) }
    let all = try total { o, p in
      _ = Auditor.audit(o.displayList, image: p, scale: o.scale, background: o.background)
    }
    let tree = try total { o, _ in _ = AccessibilityTree(o.displayList) }
    print(
      "audit parts over the catalog: checks without contrast \(round3(layoutChecks)) ms, all checks \(round3(all)) ms, tree alone \(round3(tree)) ms, renders \(round3(renderTotal)) ms"
    )
    ratios.sort()
    let median = ratios[ratios.count / 2]
    print(
      "audit: \(images.count) catalog images, render \(round3(renderTotal / Double(images.count))) ms mean, render + audit + tree \(round3(auditTotal / Double(images.count))) ms mean"
    )
    print(
      "audit overhead: median \(percent(median - 1)), worst \(percent((ratios.last ?? 1) - 1)), best \(percent((ratios.first ?? 1) - 1)) (target: at most 20%)"
    )
    // The sweep: 12 sizes of a component and of a page, against one render of each.
    for id in ["UILibrary/LoginForm+Preview/error", "ExampleApp/DashboardView+Preview/content"] {
      guard let image = images.first(where: { $0.id == id }) else { continue }
      let one = try Stats.measure(warmup: 2, minIters: 10, minTime: minTime, maxIters: 500) {
        _ = try image.renderer.render().pixmap()
      }
      let sweep = try Stats.measure(warmup: 1, minIters: 3, minTime: minTime, maxIters: 100) {
        _ = try DynamicTypeSweep.run(image.renderer)
      }
      print(
        "dynamic type sweep, \(id), 12 sizes: \(round3(sweep.median)) ms = \(round3(sweep.median / one.median))x one render of \(round3(one.median)) ms (target: under 12x)"
      )
    }
  }

  static func percent(_ x: Double) -> String { "\(Int((x * 100).rounded()))%" }
}
