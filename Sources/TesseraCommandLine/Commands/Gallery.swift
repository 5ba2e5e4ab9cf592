import Foundation
import TesseraFiles

/// index.html: an offline gallery of the previews, grouped by module and file, with a switcher of
/// variants (no network, no external files).
enum Gallery {
  static func escape(_ s: String) -> String { Escape.html(s) }

  /// The page's bytes.
  static func html(_ entries: [ManifestEntry], themes: [String]) -> [UInt8] {
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Previews</title>
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>
      body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #111827; }
      header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #e5e7eb; padding: 12px 24px; display: flex; gap: 8px; align-items: center; }
      header h1 { font-size: 16px; margin: 0 16px 0 0; }
      header button { border: 1px solid #d1d5db; background: #fff; border-radius: 999px; padding: 4px 12px; cursor: pointer; }
      header button.on { background: #111827; color: #fff; border-color: #111827; }
      main { padding: 8px 24px 48px; }
      h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .06em; color: #6b7280; margin: 28px 0 8px; }
      h3 { font-size: 15px; margin: 18px 0 8px; }
      .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
      figure { margin: 0; background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 8px; }
      figure img { display: block; max-width: 100%; height: auto; }
      figcaption { font-size: 12px; color: #6b7280; margin-top: 6px; }
      figure[hidden] { display: none; }
      </style></head><body>
      <header><h1>Previews</h1>
      """
    for (i, t) in themes.enumerated() {
      html += "<button data-theme=\"\(escape(t))\"\(i == 0 ? " class=\"on\"" : "")>\(escape(t))</button>"
    }
    html += "</header><main>\n"
    // By module, then file, in the manifest's order.
    var modules: [String] = []
    for e in entries where !modules.contains(e.module) { modules.append(e.module) }
    for module in modules {
      let inModule = entries.filter { $0.module == module }
      html += "<h2>\(escape(module))</h2>\n"
      var components: [String] = []
      for e in inModule where !components.contains(e.file) { components.append(e.file) }
      for c in components {
        html += "<h3>\(escape(c))</h3><div class=\"row\">\n"
        for e in inModule where e.file == c {
          // Pages are whole screens: shown at half their point size, side by side.
          let screenSized = e.height > Int(500 * e.scale)
          let w = Int((Double(e.width) / e.scale * (screenSized ? 0.5 : 1)).rounded())
          html +=
            "<figure data-theme=\"\(escape(e.variant))\"><img loading=\"lazy\" width=\"\(w)\" src=\"\(escape(Escape.urlPath(e.path)))\" alt=\"\(escape(c)) \(escape(e.name))\"><figcaption>\(escape(e.name)) · @\(e.scale.clean)x</figcaption></figure>\n"
        }
        html += "</div>\n"
      }
    }
    html += """
      </main>
      <script>
      function show(theme) {
        document.querySelectorAll('figure').forEach(f => f.hidden = f.dataset.theme !== theme);
        document.querySelectorAll('header button').forEach(b => b.classList.toggle('on', b.dataset.theme === theme));
      }
      document.querySelectorAll('header button').forEach(b => b.addEventListener('click', () => show(b.dataset.theme)));
      show(document.querySelector('header button').dataset.theme);
      </script>
      </body></html>

      """
    return Array(html.utf8)
  }
}
