import Foundation
import TesseraAudit
import TesseraFiles
import TesseraSnapshot

/// One image of a catalog run with its audit.
package struct AuditedImage: Sendable {
  /// The image's path in the output folder.
  package var path: String
  /// The preview and variant in words.
  package var label: String
  /// The image's size in points.
  package var width: Double
  package var height: Double
  /// The findings.
  package var result: AuditResult
}

/// One preview's Dynamic Type sweep.
struct SweptPreview: Sendable {
  /// `Module/File/Name` and the variant's suffix.
  var name: String
  /// Each finding once, with the first size it appears at.
  var findings: [DynamicTypeSweep.Finding]
}

/// The audit's reports in the output folder: `audit.json`, `audit.md` (the Markdown summary for a
/// pull request), `audit.junit.xml` (one test case per image, a failure per finding) and
/// `audit.html` (each image with its findings outlined).
enum AuditFiles {
  /// The files written, relative to the output folder.
  static let names: Set<String> = ["audit.json", "audit.md", "audit.junit.xml", "audit.html"]

  /// The number of findings that count, by kind, in report order.
  static func counts(_ images: [AuditedImage]) -> [(kind: AuditKind, count: Int)] {
    AuditKind.all.compactMap { k in
      let n = images.reduce(0) { $0 + $1.result.findings.filter { $0.kind == k }.count }
      return n > 0 ? (k, n) : nil
    }
  }

  /// `audit.json`: every image with its findings and suppressed findings.
  static func json(_ images: [AuditedImage], sweeps: [SweptPreview] = []) throws -> [UInt8] {
    struct Finding: Encodable {
      var kind: String
      var path: String
      var frame: [Double]
      var reason: String
      var ignoredBecause: String?
    }
    struct Image: Encodable {
      var path: String
      var preview: String
      var findings: [Finding]
      var ignored: [Finding]
      var notes: [String]
    }
    struct Swept: Encodable {
      var kind: String
      var path: String
      var reason: String
      var firstSize: String
      var sizes: [String]
    }
    struct Sweep: Encodable {
      var preview: String
      var findings: [Swept]
    }
    struct File: Encodable {
      var findings: Int
      var ignored: Int
      var byKind: [String: Int]
      var images: [Image]
      var dynamicType: [Sweep]?
    }
    func f(_ x: AuditFinding) -> Finding {
      Finding(
        kind: x.kind.name, path: x.path, frame: [x.frame.minX, x.frame.minY, x.frame.width, x.frame.height],
        reason: x.reason, ignoredBecause: x.suppressedBecause)
    }
    let file = File(
      findings: images.reduce(0) { $0 + $1.result.findings.count },
      ignored: images.reduce(0) { $0 + $1.result.suppressed.count },
      byKind: Dictionary(uniqueKeysWithValues: counts(images).map { ($0.kind.name, $0.count) }),
      images: images.map {
        Image(
          path: $0.path, preview: $0.label, findings: $0.result.findings.map(f),
          ignored: $0.result.suppressed.map(f),
          notes: $0.result.notes)
      },
      dynamicType: sweeps.isEmpty
        ? nil
        : sweeps.map { p in
          Sweep(
            preview: p.name,
            findings: p.findings.map {
              Swept(
                kind: $0.finding.kind.name, path: $0.finding.path, reason: $0.finding.reason,
                firstSize: "\($0.firstSize)", sizes: $0.sizes.map { "\($0)" })
            })
        })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(file)) + [0x0A]
  }

  /// `audit.md`: totals by kind, then each image with findings.
  static func markdown(_ images: [AuditedImage], sweeps: [SweptPreview] = []) -> [UInt8] {
    let total = images.reduce(0) { $0 + $1.result.findings.count }
    let ignored = images.reduce(0) { $0 + $1.result.suppressed.count }
    let affected = images.filter { !$0.result.findings.isEmpty }
    // Labels and paths come from the user's views: data, never live Markdown, links, images or
    // HTML (every punctuation character escaped, controls written out).
    func cell(_ s: String) -> String { Escape.markdownText(s) }
    var out = "## Tessera audit\n\n"
    if total == 0 {
      out += "No findings in \(images.count) images"
      out += ignored > 0 ? " (\(ignored) stated as intended in code).\n" : ".\n"
    } else {
      out += "**\(total) finding\(total == 1 ? "" : "s")** in \(affected.count) of \(images.count) images"
      out += ignored > 0 ? "; \(ignored) more stated as intended in code.\n\n" : ".\n\n"
      out += "| Kind | Findings |\n|---|---:|\n"
      for (k, n) in counts(images) { out += "| \(k.name) | \(n) |\n" }
      for image in affected {
        out += "\n### \(cell(image.label))\n\n\(Escape.markdownCode(image.path))\n\n"
        for f in image.result.findings {
          out += "- **\(f.kind.name)** \(cell(f.path)) \(f.frameDescription): \(cell(f.reason))\n"
        }
      }
    }
    let swept = sweeps.filter { !$0.findings.isEmpty }
    if !sweeps.isEmpty {
      out += "\n### Dynamic Type\n\n"
      if swept.isEmpty {
        out += "No findings at any of the 12 sizes in \(sweeps.count) previews.\n"
      } else {
        out += "| Preview | Finding | From |\n|---|---|---|\n"
        for p in swept {
          for f in p.findings {
            out +=
              "| \(cell(p.name)) | **\(f.finding.kind.name)** \(cell(f.finding.path)): \(cell(f.finding.reason)) | \(f.firstSize) |\n"
          }
        }
      }
    }
    return Array(out.utf8)
  }

  /// `audit.junit.xml`: one test case per image; each finding a failure.
  static func junit(_ images: [AuditedImage]) -> [UInt8] {
    Array(
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n" + junitSuite(images) + "</testsuites>\n")
        .utf8)
  }

  /// The `<testsuite name="tessera audit">` element alone, for a JUnit file of several suites.
  static func junitSuite(_ images: [AuditedImage]) -> String {
    func x(_ s: String) -> String { Escape.xml(s) }
    let failures = images.filter { !$0.result.findings.isEmpty }.count
    var out = "  <testsuite name=\"tessera audit\" tests=\"\(images.count)\" failures=\"\(failures)\">\n"
    for image in images {
      out += "    <testcase classname=\"tessera.audit\" name=\"\(x(image.path))\""
      if image.result.findings.isEmpty {
        out += "/>\n"
        continue
      }
      out += ">\n"
      for f in image.result.findings {
        out +=
          "      <failure type=\"\(x(f.kind.name))\" message=\"\(x(f.path + ": " + f.reason))\">\(x(f.description))</failure>\n"
      }
      out += "    </testcase>\n"
    }
    return out + "  </testsuite>\n"
  }

  /// `audit.html`: each image with findings, its findings outlined and numbered, the list beside.
  /// - Parameter imageFolder: Where the images are, relative to the page ("" when beside it),
  ///   ending in "/".
  static func html(_ images: [AuditedImage], imageFolder: String = "") -> [UInt8] {
    func h(_ s: String) -> String { Escape.html(s) }
    let affected = images.filter { !$0.result.findings.isEmpty || !$0.result.suppressed.isEmpty }
    let total = images.reduce(0) { $0 + $1.result.findings.count }
    var out = """
      <!doctype html><html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Tessera audit</title><style>
      body{font:14px system-ui,sans-serif;margin:16px;color:#1c1c1e;background:#f2f2f7}
      h1{font-size:20px} .image{display:flex;flex-wrap:wrap;align-items:flex-start;gap:16px;background:#fff;border-radius:10px;padding:20px 12px 12px;margin:12px 0}
      .shot{position:relative;flex:none;max-width:100%;outline:1px solid #d1d1d6} .shot img{display:block;width:100%;height:auto}
      .box{position:absolute;border:2px solid #ff3b30;background:rgba(255,59,48,.12);box-sizing:border-box}
      .box.ignored{border-color:#8e8e93;border-style:dashed;background:none}
      .box span{position:absolute;top:-16px;left:-2px;background:#ff3b30;color:#fff;font:bold 10px/14px system-ui;padding:0 4px;border-radius:6px 6px 0 0}
      .box.ignored span{background:#8e8e93} .notes{flex:1 1 300px;min-width:0} .notes h2{font-size:16px;margin:0 0 4px}
      ol{margin:8px 0 0;padding-left:22px;max-width:640px} li{margin:4px 0}
      .kind{font-weight:600} .ignored-text{color:#8e8e93} code{font-size:12px}
      </style></head><body>
      <h1>Tessera audit</h1>
      <p>\(total) finding\(total == 1 ? "" : "s") in \(images.filter { !$0.result.findings.isEmpty }.count) of \(images.count) images.</p>

      """
    for image in affected {
      out += "<section class=\"image\"><div class=\"shot\" style=\"width:\(css(image.width))px\">"
      out +=
        "<img src=\"\(imageFolder)\(image.path.split(separator: "/").map { Escape.urlComponent(String($0)) }.joined(separator: "/"))\" width=\"\(css(image.width))\" height=\"\(css(image.height))\" alt=\"\(h(image.label))\">"
      // Boxes in percent of the image, so they stay on their regions when a narrow window scales
      // the image down.
      let all = image.result.findings + image.result.suppressed
      let w = max(image.width, 1e-9)
      let ht = max(image.height, 1e-9)
      for (i, f) in all.enumerated() {
        let cls = f.suppressedBecause == nil ? "box" : "box ignored"
        let x = f.frame.minX / w * 100
        let y = f.frame.minY / ht * 100
        let bw = max(4, f.frame.width) / w * 100
        let bh = max(4, f.frame.height) / ht * 100
        out +=
          "<div class=\"\(cls)\" style=\"left:\(css(x))%;top:\(css(y))%;width:\(css(bw))%;height:\(css(bh))%\"><span>\(i + 1)</span></div>"
      }
      out += "</div><div class=\"notes\"><h2>\(h(image.label))</h2><code>\(h(image.path))</code><ol>"
      for f in all {
        let ignored =
          f.suppressedBecause.map { " <span class=\"ignored-text\">(ignored: \(h($0)))</span>" } ?? ""
        out += "<li><span class=\"kind\">\(h(f.kind.name))</span> \(h(f.path)): \(h(f.reason))\(ignored)</li>"
      }
      out += "</ol></div></section>\n"
    }
    out += "</body></html>\n"
    return Array(out.utf8)
  }

  private static func css(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(r)
  }
}
