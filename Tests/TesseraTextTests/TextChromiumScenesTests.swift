import Foundation
import TesseraGeometry
import TesseraRaster
import TesseraText
import Testing

import func TesseraSnapshot.assertSnapshot

/// Text in every script the bundled fonts cover, at two widths, with mixed directions, numbers,
/// brackets, emoji and truncation: a reference image, and the same scenes as an HTML page over
/// the same font files (`@font-face`), screenshot by headless Chromium when it is installed, to
/// look at side by side (`.build/tessera-artifacts/text-scenes*.png`; differences in
/// `Docs/Text.md`).
@Suite struct TextChromiumScenesTests {
  struct Scene {
    var text: String
    var locale = "en_US"
    var rtl = false
    /// One line, cut at the end with an ellipsis.
    var truncated = false
  }

  static let scenes: [Scene] = [
    Scene(text: "The quick brown fox jumps over the lazy dog; 1,234.50 €, 31/12/2024."),
    Scene(text: "Γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλη σκύλο.", locale: "el_GR"),
    Scene(text: "Съешь же ещё этих мягких французских булок да выпей чаю.", locale: "ru_RU"),
    Scene(text: "שלום עולם! המחיר הוא 1,234.50 ש״ח (כולל מע״מ) עד 31/12/2024.", locale: "he_IL", rtl: true),
    Scene(
      text: "مرحبا بالعالم! السعر ١٢٣٫٤٥ ريال (شامل الضريبة) في New York 2024.", locale: "ar_EG", rtl: true),
    Scene(text: "a (b) שלום (עולם) c — English with [עברית] and 3 numbers 42.", locale: "en_US"),
    Scene(text: "ภาษาไทยไม่มีช่องว่างระหว่างคำ การตัดบรรทัดต้องใช้พจนานุกรม", locale: "th_TH"),
    Scene(text: "हिन्दी में एक लंबा वाक्य जो दो पंक्तियों में टूटता है।", locale: "hi_IN"),
    Scene(text: "বাংলা ভাষায় একটি দীর্ঘ বাক্য যা ভেঙে যায়।", locale: "bn_BD"),
    Scene(text: "தமிழில் ஒரு நீண்ட வாக்கியம் இரண்டு வரிகளில்.", locale: "ta_IN"),
    Scene(text: "日本語の文章です。句読点「、」と括弧【例】は行頭に来ません。", locale: "ja_JP"),
    Scene(text: "简体中文的句子，标点符号不会出现在行首。直骨海。", locale: "zh_CN"),
    Scene(text: "한국어 문장은 띄어쓰기로 단어를 나눕니다. 오늘은 날씨가 좋습니다.", locale: "ko_KR"),
    Scene(text: "Family 👩‍👩‍👧, flags 🇫🇷🇯🇵, tones 👍🏽, keycaps 1️⃣ #️⃣ and ❤️ in a line."),
    Scene(text: "A sentence far too long for one line, cut with an ellipsis at its end", truncated: true),
    Scene(
      text: "משפט ארוך מדי לשורה אחת, שנחתך בסוף עם שלוש נקודות", locale: "he_IL", rtl: true, truncated: true),
    Scene(text: "Emoji at the cut 👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧 never split", truncated: true),
  ]

  static let widths: [Double] = [150, 300]
  static let size = 15.0
  static let margin = 8.0
  static let gap = 16.0

  /// Where each scene goes: its top, and the height of its row.
  func layout(_ fonts: FontLibrary) throws -> [(scene: Scene, y: Double, layouts: [TextLayout])] {
    var y = Self.margin
    var rows: [(Scene, Double, [TextLayout])] = []
    for scene in Self.scenes {
      let style = TextStyle(
        size: Self.size, lineLimit: scene.truncated ? 1 : nil,
        direction: scene.rtl ? .rightToLeft : .leftToRight,
        locale: scene.locale)
      let layouts = try Self.widths.map {
        try TextLayout(text: scene.text, style: style, maxWidth: $0, library: fonts)
      }
      rows.append((scene, y, layouts))
      y += (layouts.map(\.size.height).max() ?? 0) + Self.gap
    }
    return rows
  }

  @Test func scenesInEveryScript() throws {
    let fonts = try FontLibrary.bundled()
    let rows = try layout(fonts)
    let width = Self.margin * 3 + Self.widths.reduce(0, +)
    let height = (rows.last.map { $0.y + ($0.layouts.map(\.size.height).max() ?? 0) } ?? 0) + Self.margin
    let scale = 2.0
    var c = try Canvas(width: Int(width * scale), height: Int(height * scale), background: .white)
    c.scale(x: scale, y: scale)
    let guide = Color(hex: "#E5E7EB") ?? .white
    let ink = Color(hex: "#111827") ?? .black
    for row in rows {
      var x = Self.margin
      for (w, l) in zip(Self.widths, row.layouts) {
        c.fill(Rect(x: x, y: row.y, width: w, height: l.size.height), with: Paint(guide))
        // Right-to-left paragraphs start at the right edge, as a browser's `direction: rtl` does.
        let dx = row.scene.rtl ? w - l.size.width : 0
        c.draw(l, at: Point(x: x + dx, y: row.y), color: ink)
        #expect(l.missingScalars.isEmpty, "\(row.scene.text): \(l.missingScalars)")
        if row.scene.truncated {
          #expect(l.lines.count == 1 && (l.isTruncated || w > 150), "\(row.scene.text)")
        }
        x += w + Self.margin
      }
    }
    assertSnapshot(of: c.pixmap, as: .image(), named: "scenes")
    try writeChromiumTwin(rows: rows, width: width, height: height)
  }

  /// The same scenes as HTML over the same font files, and Chromium's screenshot of it.
  func writeChromiumTwin(
    rows: [(scene: Scene, y: Double, layouts: [TextLayout])], width: Double, height: Double
  )
    throws
  {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let artifacts = root.appendingPathComponent(".build/tessera-artifacts")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let fonts = root.appendingPathComponent("Fonts").absoluteString
    let faces: [(String, String)] = [
      ("T-Inter", "Inter/Inter-Regular.otf"), ("T-Hebrew", "Noto/NotoSansHebrew-Regular.ttf"),
      ("T-Arabic", "Noto/NotoSansArabic-Regular.ttf"), ("T-Thai", "Noto/NotoSansThai-Regular.ttf"),
      ("T-Devanagari", "Noto/NotoSansDevanagari-Regular.ttf"),
      ("T-Bengali", "Noto/NotoSansBengali-Regular.ttf"),
      ("T-Tamil", "Noto/NotoSansTamil-Regular.ttf"), ("T-JP", "NotoCJK/NotoSansCJKJP-Regular.otf"),
      ("T-SC", "NotoCJK/NotoSansCJKSC-Regular.otf"), ("T-TC", "NotoCJK/NotoSansCJKTC-Regular.otf"),
      ("T-KR", "NotoCJK/NotoSansCJKKR-Regular.otf"), ("T-Emoji", "NotoEmoji/NotoColorEmoji.ttf"),
    ]
    var html = "<!doctype html><html><head><meta charset=\"utf-8\"><style>\n"
    for (name, file) in faces { html += "@font-face{font-family:'\(name)';src:url('\(fonts)\(file)')}\n" }
    html += "body{margin:0;width:\(width)px;height:\(height)px;background:#fff}\n"
    html += ".s{position:absolute;font-size:\(Self.size)px;color:#111827;background:#E5E7EB}\n"
    html += ".t{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}\n</style></head><body>\n"
    for row in rows {
      let han =
        ["ja_JP": "'T-JP',", "zh_CN": "'T-SC',", "zh_TW": "'T-TC',", "ko_KR": "'T-KR',"][row.scene.locale]
        ?? ""
      let family =
        "'T-Inter',\(han)'T-Hebrew','T-Arabic','T-Thai','T-Devanagari','T-Bengali','T-Tamil','T-SC','T-JP','T-KR','T-Emoji'"
      var x = Self.margin
      for w in Self.widths {
        let text = row.scene.text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
          of: "<", with: "&lt;")
        html +=
          "<div class=\"s\(row.scene.truncated ? " t" : "")\" lang=\"\(row.scene.locale.replacingOccurrences(of: "_", with: "-"))\" dir=\"\(row.scene.rtl ? "rtl" : "ltr")\" style=\"left:\(x)px;top:\(row.y)px;width:\(w)px;font-family:\(family)\">\(text)</div>\n"
        x += w + Self.margin
      }
    }
    html += "</body></html>\n"
    let page = artifacts.appendingPathComponent("text-scenes.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    guard
      let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2",
      "--virtual-time-budget=20000", "--allow-file-access-from-files",
      "--window-size=\(Int(width.rounded(.up))),\(Int(height.rounded(.up)))",
      "--screenshot=" + artifacts.appendingPathComponent("text-scenes-chromium.png").path,
      page.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
  }
}
