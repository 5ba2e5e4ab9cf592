import Foundation

/// The self-contained, offline HTML report of a folder comparison: failures first, each with
/// side-by-side, diff overlay and swipe views and a zoom for small changes; 50 entries per page
/// and lazily loaded images, so a report of thousands of images opens at once. `#mode=diff` or
/// `#mode=swipe` (and `&zoom=N`) in the address opens every card in that view.
enum DiffReportPage {
  static func html(_ summary: DiffSummary) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var data = String(decoding: try encoder.encode(summary), as: UTF8.self)
    // Keep `</script>` and friends out of the inline JSON.
    data = data.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
      .replacingOccurrences(of: "&", with: "\\u0026")
    return Array((head + "<script id=\"data\" type=\"application/json\">" + data + "</script>\n" + body).utf8)
  }

  static let head = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Tessera visual diff</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>
    body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
    header{background:#1d2330;color:#fff;padding:16px 24px}
    header h1{margin:0 0 6px;font-size:20px}
    .counts span{display:inline-block;margin-right:14px;padding:2px 10px;border-radius:10px;background:#39414f}
    .counts .changed{background:#c0392b}.counts .added{background:#1e7d4f}.counts .removed{background:#8e5b0f}.counts .error{background:#7b1fa2}
    main{padding:16px 24px}
    .toolbar{display:flex;gap:12px;align-items:center;margin-bottom:12px;flex-wrap:wrap}
    .toolbar input{padding:4px 8px;width:260px}
    .card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:16px;padding:12px 16px}
    .card h2{font-size:15px;margin:0 0 4px;word-break:break-all}
    .badge{font-size:12px;padding:1px 8px;border-radius:8px;color:#fff;margin-right:6px}
    .badge.changed{background:#c0392b}.badge.added{background:#1e7d4f}.badge.removed{background:#8e5b0f}.badge.error{background:#7b1fa2}.badge.unchanged{background:#6b7280}
    .msg{color:#4b5563;margin-bottom:8px}
    .modes button,.zoom button,.pager button{border:1px solid #c7cbd3;background:#fff;padding:2px 10px;border-radius:4px;cursor:pointer}
    .modes button.on,.zoom button.on{background:#1d2330;color:#fff}
    .view{overflow:auto;max-height:70vh;margin-top:8px;background:repeating-conic-gradient(#e5e7eb 0 25%,#fff 0 50%) 0 0/16px 16px}
    .side{display:flex;gap:12px;align-items:flex-start}
    .side figure{margin:0}.side figcaption{font-size:12px;color:#6b7280}
    img{image-rendering:pixelated;display:block}
    .swipe{position:relative;display:inline-block}
    .swipe .top{position:absolute;left:0;top:0;overflow:hidden;border-right:2px solid #c0392b}
    .unchanged li{word-break:break-all}
    </style></head><body>

    """

  static let body = """
    <header><h1>Tessera visual diff</h1><div id="paths"></div><div class="counts" id="counts"></div></header>
    <main>
    <div class="toolbar"><input id="search" placeholder="Filter by path"><span id="shown"></span>
    <span class="pager"><button id="prev">◀ Previous</button> <span id="page"></span> <button id="next">Next ▶</button></span></div>
    <div id="list"></div>
    <details class="unchanged"><summary id="unchangedTitle"></summary><ul id="unchanged"></ul></details>
    </main>
    <script>
    "use strict";
    const data = JSON.parse(document.getElementById("data").textContent);
    const pageSize = 50;
    // `#mode=swipe&zoom=2` opens every card in that view (handy for links and screenshots).
    const hash = new URLSearchParams(location.hash.slice(1));
    let pageIndex = 0;
    const failures = data.entries.filter(e => e.status !== "unchanged");
    const unchanged = data.entries.filter(e => e.status === "unchanged");
    const el = (tag, attrs, ...kids) => {
      const n = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) { if (k === "class") n.className = v; else n.setAttribute(k, v); }
      for (const k of kids) n.append(k);
      return n;
    };
    document.getElementById("paths").textContent = `baseline ${data.baseline} → current ${data.current} · tolerance ${data.tolerance}` + (data.shard ? (data.shard.startsWith("merged") ? ` · ${data.shard}` : ` · shard ${data.shard}`) : "");
    const counts = document.getElementById("counts");
    for (const s of ["changed", "added", "removed", "error", "unchanged"]) counts.append(el("span", {class: s}, `${data.counts[s] || 0} ${s}`));
    function image(src, zoom, size) {
      const img = el("img", {src, loading: "lazy", alt: src});
      if (size) { img.width = size[0] * zoom; img.height = size[1] * zoom; }
      return img;
    }
    function renderView(view, e, mode, zoom) {
      view.replaceChildren();
      const b = e.baselineImage, c = e.currentImage, d = e.diffImage;
      const bs = e.baselineSize, cs = e.currentSize;
      if (mode === "side") {
        const row = el("div", {class: "side"});
        if (b) row.append(el("figure", {}, image(b, zoom, bs), el("figcaption", {}, "baseline")));
        if (d) row.append(el("figure", {}, image(d, zoom, bs), el("figcaption", {}, "diff")));
        if (c) row.append(el("figure", {}, image(c, zoom, cs), el("figcaption", {}, "current")));
        view.append(row);
      } else if (mode === "diff") {
        view.append(image(d || c || b, zoom, bs || cs));
      } else {
        const w = Math.max(bs[0], cs[0]) * zoom;
        const box = el("div", {class: "swipe"}, image(c, zoom, cs));
        const top = el("div", {class: "top"}, image(b, zoom, bs));
        top.style.width = (w / 2) + "px";
        const slider = el("input", {type: "range", min: "0", max: String(w), value: String(w / 2), "aria-label": "swipe"});
        slider.style.width = w + "px";
        slider.addEventListener("input", () => { top.style.width = slider.value + "px"; });
        box.append(top);
        view.append(box, el("div", {}, slider));
      }
    }
    function card(e) {
      const c = el("section", {class: "card"});
      c.append(el("h2", {}, el("span", {class: "badge " + e.status}, e.status), e.path));
      c.append(el("div", {class: "msg"}, e.message));
      if (e.status === "error") return c;
      const modes = [["side", "Side by side"]];
      if (e.diffImage) modes.push(["diff", "Diff overlay"]);
      if (e.baselineImage && e.currentImage) modes.push(["swipe", "Swipe"]);
      const small = e.changedBounds && (e.changedBounds[2] - e.changedBounds[0]) * (e.changedBounds[3] - e.changedBounds[1]) < 400;
      const wanted = hash.get("mode");
      let mode = modes.some(m => m[0] === wanted) ? wanted : "side";
      // Zoom: 1, 2, 4 or 8, and never wider or taller than 4,096 px (an 8000x8000 image stays at 1x).
      const size = e.baselineSize || e.currentSize || [0, 0];
      const fits = z => z === 1 || (size[0] * z <= 4096 && size[1] * z <= 4096);
      const zooms = [1, 2, 4, 8].filter(fits);
      const asked = Number(hash.get("zoom"));
      let zoom = zooms.includes(asked) ? asked : small ? Math.max(...zooms.filter(z => z <= 4)) : 1;
      const view = el("div", {class: "view"});
      const modeBar = el("span", {class: "modes"});
      const zoomBar = el("span", {class: "zoom"});
      const refresh = () => {
        for (const b of modeBar.children) b.classList.toggle("on", b.dataset.mode === mode);
        for (const b of zoomBar.children) b.classList.toggle("on", Number(b.dataset.zoom) === zoom);
        renderView(view, e, mode, zoom);
        // Open on the change, not on a blank corner.
        if (e.changedBounds) requestAnimationFrame(() => {
          const [x0, y0, x1, y1] = e.changedBounds;
          view.scrollLeft = Math.max(0, (x0 + x1) / 2 * zoom - view.clientWidth / 2);
          view.scrollTop = Math.max(0, (y0 + y1) / 2 * zoom - view.clientHeight / 2);
        });
      };
      for (const [m, label] of modes) {
        const b = el("button", {"data-mode": m}, label);
        b.addEventListener("click", () => { mode = m; refresh(); });
        modeBar.append(b, " ");
      }
      for (const z of zooms) {
        const b = el("button", {"data-zoom": String(z)}, z + "×");
        b.addEventListener("click", () => { zoom = z; refresh(); });
        zoomBar.append(b, " ");
      }
      c.append(el("div", {}, modeBar, " zoom ", zoomBar), view);
      refresh();
      return c;
    }
    function render() {
      const q = document.getElementById("search").value.toLowerCase();
      const shown = failures.filter(e => e.path.toLowerCase().includes(q));
      const pages = Math.max(1, Math.ceil(shown.length / pageSize));
      pageIndex = Math.min(pageIndex, pages - 1);
      const list = document.getElementById("list");
      list.replaceChildren(...shown.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map(card));
      if (shown.length === 0) list.append(el("p", {}, failures.length ? "No failure matches the filter." : "No visual changes."));
      document.getElementById("shown").textContent = `${shown.length} of ${failures.length} needing review`;
      document.getElementById("page").textContent = `page ${pageIndex + 1} of ${pages}`;
      document.getElementById("prev").disabled = pageIndex === 0;
      document.getElementById("next").disabled = pageIndex >= pages - 1;
      const ul = document.getElementById("unchanged");
      const same = unchanged.filter(e => e.path.toLowerCase().includes(q));
      document.getElementById("unchangedTitle").textContent = `${same.length} unchanged images`;
      ul.replaceChildren(...same.slice(0, 2000).map(e => el("li", {}, e.path)));
      if (same.length > 2000) ul.append(el("li", {}, `…and ${same.length - 2000} more`));
    }
    document.getElementById("search").addEventListener("input", () => { pageIndex = 0; render(); });
    document.getElementById("prev").addEventListener("click", () => { pageIndex--; render(); window.scrollTo(0, 0); });
    document.getElementById("next").addEventListener("click", () => { pageIndex++; render(); window.scrollTo(0, 0); });
    render();
    </script></body></html>

    """
}
