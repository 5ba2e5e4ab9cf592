import Foundation

/// The self-contained, offline HTML report of a folder comparison, and the page `tessera review`
/// serves: failures first, each with side-by-side, diff overlay and swipe views and a zoom for
/// small changes; 50 entries per page and lazily loaded images, so a report of thousands of
/// images opens at once. `#mode=diff` or `#mode=swipe` (and `&zoom=N`) in the address opens every
/// card in that view.
///
/// Each changed, added or removed image can be accepted (as the reference, or as one more
/// alternate reference), rejected or left undecided, one by one, for everything shown (a search,
/// a folder or a variant), or from the keyboard (`?` lists the keys). Decisions are kept in the
/// browser's storage and never re-render the list. Opened from disk, the page exports them as
/// `decisions.json` for `tessera accept`; served by `tessera review`, it applies them.
package enum DiffReportPage {
  /// The page.
  /// - Parameter token: the review server's token: the page applies decisions through the server
  ///   and asks for images with the token; nil for the static report.
  package static func html(_ summary: DiffSummary, token: String? = nil) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var data = String(decoding: try encoder.encode(summary), as: UTF8.self)
    // Keep `</script>` and friends out of the inline JSON.
    data = data.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
      .replacingOccurrences(of: "&", with: "\\u0026")
    var review = ""
    if let token {
      // The token is hex digits: nothing to escape.
      review = "<script id=\"review\" type=\"application/json\">{\"token\":\"\(token)\"}</script>\n"
    }
    return Array(
      (head + "<script id=\"data\" type=\"application/json\">" + data + "</script>\n" + review + body).utf8)
  }

  package static let head = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Tessera visual diff</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <style>
    body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
    header{background:#1d2330;color:#fff;padding:16px 24px}
    header h1{margin:0 0 6px;font-size:20px}
    #paths{word-break:break-all}
    .counts span{display:inline-block;margin:4px 14px 0 0;padding:2px 10px;border-radius:10px;background:#39414f}
    .counts .changed{background:#c0392b}.counts .added{background:#1e7d4f}.counts .removed{background:#8e5b0f}.counts .error{background:#7b1fa2}
    #bar{position:sticky;top:0;z-index:5;background:#fff;border-bottom:1px solid #d5d9e0;padding:8px 24px;display:flex;flex-wrap:wrap;gap:8px;align-items:center;box-shadow:0 1px 3px rgba(0,0,0,.08)}
    #tally{flex:1 1 260px}
    #tally b{font-weight:600}
    #bar button,.decide button{border:1px solid #c7cbd3;background:#fff;padding:5px 12px;border-radius:6px;cursor:pointer;font:inherit;min-height:32px}
    #bar button.primary{background:#1d2330;color:#fff;border-color:#1d2330}
    #bar button:disabled,.decide button:disabled{opacity:.45;cursor:default}
    #banner{flex-basis:100%;display:none;padding:8px 12px;border-radius:6px;white-space:pre-wrap;word-break:break-all}
    #banner.ok{display:block;background:#e8f5e9}#banner.bad{display:block;background:#fdecea}#banner.info{display:block;background:#eef2ff}
    main{padding:16px 24px}
    .toolbar{display:flex;gap:8px 12px;align-items:center;margin-bottom:12px;flex-wrap:wrap}
    .toolbar input{padding:5px 8px;width:240px;max-width:100%}
    .toolbar select{padding:4px;max-width:100%}
    .card{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:16px;padding:12px 16px;border-left:6px solid transparent}
    .card.selected{outline:2px solid #2563eb;outline-offset:2px}
    .card.d-accept{border-left-color:#1e7d4f}.card.d-alternate{border-left-color:#0e7490}.card.d-reject{border-left-color:#c0392b}.card.d-applied{border-left-color:#6b7280}
    .card h2{font-size:15px;margin:0 0 4px;word-break:break-all}
    .badge{font-size:12px;padding:1px 8px;border-radius:8px;color:#fff;margin-right:6px}
    .badge.changed{background:#c0392b}.badge.added{background:#1e7d4f}.badge.removed{background:#8e5b0f}.badge.error{background:#7b1fa2}.badge.unchanged{background:#6b7280}
    .msg{color:#4b5563;margin-bottom:8px;word-break:break-word}
    .decide{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:6px 0}
    .decide button[aria-pressed=true]{background:#1d2330;color:#fff}
    .decide .state{font-weight:600;margin-left:4px}
    .modes button,.zoom button,.pager button{border:1px solid #c7cbd3;background:#fff;padding:2px 10px;border-radius:4px;cursor:pointer;min-height:28px}
    .modes button.on,.zoom button.on{background:#1d2330;color:#fff}
    .view{overflow:auto;max-height:70vh;margin-top:8px;background:repeating-conic-gradient(#e5e7eb 0 25%,#fff 0 50%) 0 0/16px 16px}
    .side{display:flex;gap:12px;align-items:flex-start}
    .side figure{margin:0}.side figcaption{font-size:12px;color:#6b7280}
    img{image-rendering:pixelated;display:block}
    .swipe{position:relative;display:inline-block}
    .swipe .top{position:absolute;left:0;top:0;overflow:hidden;border-right:2px solid #c0392b}
    .unchanged li,#decided li{word-break:break-all}
    #help{position:fixed;inset:0;background:rgba(0,0,0,.4);display:none;align-items:center;justify-content:center;z-index:10}
    #help.on{display:flex}
    #help div{background:#fff;border-radius:8px;padding:16px 24px;max-width:90vw}
    #help kbd{border:1px solid #c7cbd3;border-radius:4px;padding:0 6px;background:#f4f5f7}
    @media (max-width:600px){header,main,#bar{padding-left:12px;padding-right:12px}.card{padding:10px}#bar{position:static;gap:6px}#bar button{padding:4px 10px}}
    </style></head><body>

    """

  package static let body = """
    <header><h1>Tessera visual diff</h1><div id="paths"></div><div class="counts" id="counts"></div></header>
    <div id="bar"><span id="tally"></span>
    <button id="acceptShown" title="Accept every image the filters show, on every page">Accept shown</button>
    <button id="rejectShown" title="Reject every image the filters show">Reject shown</button>
    <button id="clearShown" title="Forget the decisions on every image shown">Clear shown</button>
    <button id="finish" class="primary"></button><button id="stop" hidden>Stop server</button>
    <button id="helpButton" title="Keyboard shortcuts (?)">?</button>
    <div id="banner" role="status"></div></div>
    <main>
    <div class="toolbar"><input id="search" placeholder="Filter by path" aria-label="Filter by path">
    <select id="group" aria-label="Group"><option value="">Every folder and variant</option></select>
    <select id="state" aria-label="Decision"><option value="">Every decision</option><option value="undecided">Undecided</option><option value="accept">Accepted</option><option value="alternate">Accepted as alternate</option><option value="reject">Rejected</option><option value="applied">Applied</option></select>
    <span id="shown"></span>
    <span class="pager"><button id="prev">◀ Previous</button> <span id="page"></span> <button id="next">Next ▶</button></span></div>
    <div id="list"></div>
    <details id="decidedPanel"><summary id="decidedTitle"></summary><ul id="decided"></ul></details>
    <details class="unchanged"><summary id="unchangedTitle"></summary><ul id="unchanged"></ul></details>
    </main>
    <div id="help" role="dialog" aria-label="Keyboard shortcuts"><div><h2>Keyboard</h2>
    <p><kbd>j</kbd> / <kbd>k</kbd> next / previous image · <kbd>a</kbd> accept · <kbd>l</kbd> accept as an alternate reference · <kbd>r</kbd> reject · <kbd>u</kbd> undecide</p>
    <p><kbd>v</kbd> next view · <kbd>1</kbd> side by side · <kbd>2</kbd> diff overlay · <kbd>3</kbd> swipe · <kbd>z</kbd> zoom · <kbd>?</kbd> this help · <kbd>Esc</kbd> close</p></div></div>
    <script>
    "use strict";
    const data = JSON.parse(document.getElementById("data").textContent);
    const reviewNode = document.getElementById("review");
    // Served by `tessera review`: decisions are applied through the server, every request carries its token.
    const review = reviewNode ? JSON.parse(reviewNode.textContent) : null;
    const withToken = p => review ? p + "?token=" + encodeURIComponent(review.token) : p;
    const pageSize = 50;
    // `#mode=swipe&zoom=2` opens every card in that view (handy for links and screenshots).
    const hash = new URLSearchParams(location.hash.slice(1));
    let pageIndex = 0;
    const failures = data.entries.filter(e => e.status !== "unchanged");
    const unchanged = data.entries.filter(e => e.status === "unchanged");
    const decidable = e => e.status === "changed" || e.status === "added" || e.status === "removed";
    const byPath = new Map(failures.map(e => [e.path, e]));
    const el = (tag, attrs, ...kids) => {
      const n = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) { if (k === "class") n.className = v; else n.setAttribute(k, v); }
      for (const k of kids) n.append(k);
      return n;
    };
    document.getElementById("paths").textContent = `baseline ${data.baseline} → current ${data.current} · tolerance ${data.tolerance}` + (data.shard ? (data.shard.startsWith("merged") ? ` · ${data.shard}` : ` · shard ${data.shard}`) : "");
    const counts = document.getElementById("counts");
    for (const s of ["changed", "added", "removed", "error", "unchanged"]) counts.append(el("span", {class: s}, `${data.counts[s] || 0} ${s}`));

    // Groups: every folder on an image's path, and every dot-separated part of its name after the first (a variant: dark, compact, a theme).
    function groupsOf(path) {
      const parts = path.split("/"), file = parts.pop(), out = [];
      for (let i = 1; i <= parts.length; i++) out.push("folder:" + parts.slice(0, i).join("/"));
      const stem = file.replace(/\\.png$/i, "").replace(/@[0-9]+x$/, "");
      for (const t of stem.split(".").slice(1)) if (t) out.push("variant:" + t.replace(/@[0-9]+x$/, ""));
      return out;
    }
    const groupCounts = new Map();
    for (const e of failures) { e.groups = groupsOf(e.path); for (const g of e.groups) groupCounts.set(g, (groupCounts.get(g) || 0) + 1); }
    const groupSelect = document.getElementById("group");
    [...groupCounts.keys()].sort((a, b) => a.localeCompare(b)).slice(0, 1000).forEach(g => {
      const [kind, name] = [g.slice(0, g.indexOf(":")), g.slice(g.indexOf(":") + 1)];
      groupSelect.append(el("option", {value: g}, `${kind === "folder" ? "Folder" : "Variant"} ${name} (${groupCounts.get(g)})`));
    });

    // Decisions: path → "accept" | "alternate" | "reject"; kept in the browser's storage for this comparison.
    const decisions = new Map();
    const applied = new Map();
    const tally = {accept: 0, alternate: 0, reject: 0};
    for (const [path, choice] of Object.entries(data.applied || {})) if (byPath.has(path)) applied.set(path, choice);
    const storageKey = "tessera-decisions|" + data.baseline + "|" + data.current + "|" + (data.report || "");
    const fingerprint = e => (e.baselineDigest || "") + ":" + (e.currentDigest || "");
    try {
      const saved = JSON.parse(localStorage.getItem(storageKey) || "{}");
      for (const [path, [choice, print]] of Object.entries(saved)) {
        const e = byPath.get(path);
        if (e && decidable(e) && !applied.has(path) && print === fingerprint(e) && choice in tally && (choice !== "alternate" || e.status === "changed")) { decisions.set(path, choice); tally[choice]++; }
      }
    } catch (_) {}
    // Written at once (a few milliseconds for thousands of decisions): closing the tab loses nothing.
    function save() {
      try {
        const out = {};
        for (const [path, choice] of decisions) out[path] = [choice, fingerprint(byPath.get(path))];
        localStorage.setItem(storageKey, JSON.stringify(out));
      } catch (_) {}
    }
    const cards = new Map();
    function decide(e, choice, quiet) {
      if (!decidable(e) || applied.has(e.path)) return;
      if (choice === "alternate" && e.status !== "changed") return;
      const old = decisions.get(e.path);
      if (old === choice) return;
      if (old) tally[old]--;
      if (choice) { decisions.set(e.path, choice); tally[choice]++; } else decisions.delete(e.path);
      const c = cards.get(e.path);
      if (c) c.update();
      if (!quiet) { updateTally(); save(); }
    }
    const finish = document.getElementById("finish");
    const banner = document.getElementById("banner");
    function say(kind, text) { banner.className = kind; banner.textContent = text; }
    function updateTally() {
      const open = failures.filter(decidable).length - applied.size;
      const decided = tally.accept + tally.alternate + tally.reject;
      document.getElementById("tally").innerHTML = "";
      document.getElementById("tally").append(
        el("b", {}, `${open} to review`), ` · ${tally.accept} accepted · ${tally.alternate} as alternate · ${tally.reject} rejected · ${open - decided} undecided` + (applied.size ? ` · ${applied.size} applied` : ""));
      const accepted = tally.accept + tally.alternate;
      finish.textContent = review ? `Apply ${accepted} accepted` : `Export decisions (${decided})`;
      finish.disabled = review ? accepted === 0 : decided === 0;
      document.getElementById("decidedTitle").textContent = `What was decided (${decided}${applied.size ? `, ${applied.size} applied` : ""})`;
      if (document.getElementById("decidedPanel").open) listDecided();
    }
    const words = {accept: "accepted", alternate: "accepted as an alternate", reject: "rejected"};
    function listDecided() {
      const ul = document.getElementById("decided");
      const items = [];
      for (const [path, choice] of applied) items.push(el("li", {}, `applied (${words[choice]}): ${path}`));
      for (const [path, choice] of decisions) items.push(el("li", {}, `${words[choice]}: ${path}`));
      ul.replaceChildren(...items.slice(0, 5000));
    }
    document.getElementById("decidedPanel").addEventListener("toggle", () => { if (document.getElementById("decidedPanel").open) listDecided(); });

    function image(src, zoom, size) {
      const img = el("img", {src: withToken(src), loading: "lazy", alt: src});
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
      const c = el("section", {class: "card", "data-path": e.path});
      c.append(el("h2", {}, el("span", {class: "badge " + e.status}, e.status), e.path));
      c.append(el("div", {class: "msg"}, e.message));
      c.update = () => {};
      // A click anywhere on a card selects it for the keyboard.
      c.addEventListener("click", () => select(c));
      if (e.status === "error") return c;
      if (decidable(e)) {
        const row = el("div", {class: "decide"});
        const label = e.status === "removed" ? "Accept removal" : "Accept";
        const buttons = [["accept", label, "a"], ...(e.status === "changed" ? [["alternate", "Accept as alternate", "l"]] : []), ["reject", "Reject", "r"]];
        const state = el("span", {class: "state"});
        for (const [choice, text, key] of buttons) {
          const b = el("button", {"data-choice": choice, title: `${text} (${key})`}, text);
          b.addEventListener("click", () => decide(e, decisions.get(e.path) === choice ? null : choice));
          row.append(b);
        }
        row.append(state);
        c.append(row);
        c.update = () => {
          const done = applied.get(e.path), choice = decisions.get(e.path);
          c.classList.remove("d-accept", "d-alternate", "d-reject", "d-applied");
          if (done) c.classList.add("d-applied"); else if (choice) c.classList.add("d-" + choice);
          for (const b of row.querySelectorAll("button")) { b.setAttribute("aria-pressed", String(b.dataset.choice === choice)); b.disabled = !!done; }
          state.textContent = done ? `applied (${words[done]})` : choice ? words[choice] : "undecided";
        };
        c.update();
      }
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
      c.setMode = m => { if (modes.some(x => x[0] === m)) { mode = m; refresh(); } };
      c.nextMode = () => { const i = modes.findIndex(x => x[0] === mode); mode = modes[(i + 1) % modes.length][0]; refresh(); };
      c.nextZoom = () => { zoom = zooms[(zooms.indexOf(zoom) + 1) % zooms.length]; refresh(); };
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
    function shownEntries() {
      const q = document.getElementById("search").value.toLowerCase();
      const g = groupSelect.value, st = document.getElementById("state").value;
      return failures.filter(e => e.path.toLowerCase().includes(q) && (!g || e.groups.includes(g)) &&
        (!st || (st === "applied" ? applied.has(e.path) : st === "undecided" ? decidable(e) && !applied.has(e.path) && !decisions.has(e.path) : decisions.get(e.path) === st)));
    }
    let shown = [];
    let selected = -1;
    function select(c) {
      const list = [...document.getElementById("list").children];
      const i = list.indexOf(c);
      if (i >= 0) selectAt(i, false);
    }
    function selectAt(i, scroll) {
      const list = document.getElementById("list").children;
      if (selected >= 0 && list[selected]) list[selected].classList.remove("selected");
      selected = Math.max(0, Math.min(i, list.length - 1));
      const c = list[selected];
      if (!c || !c.classList.contains("card")) { selected = -1; return; }
      c.classList.add("selected");
      if (scroll) c.scrollIntoView({block: "start", behavior: "instant"});
    }
    function move(delta) {
      const list = document.getElementById("list").children;
      const i = selected + delta;
      if (i >= list.length && (pageIndex + 1) * pageSize < shown.length) { pageIndex++; render(); selectAt(0, true); }
      else if (i < 0 && pageIndex > 0) { pageIndex--; render(); selectAt(pageSize - 1, true); }
      else selectAt(i, true);
    }
    function render() {
      shown = shownEntries();
      const pages = Math.max(1, Math.ceil(shown.length / pageSize));
      pageIndex = Math.min(pageIndex, pages - 1);
      const list = document.getElementById("list");
      cards.clear();
      selected = -1;
      list.replaceChildren(...shown.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize).map(e => { const c = card(e); cards.set(e.path, c); return c; }));
      if (shown.length === 0) list.append(el("p", {}, failures.length ? "No failure matches the filter." : "No visual changes."));
      document.getElementById("shown").textContent = `${shown.length} of ${failures.length} needing review`;
      document.getElementById("page").textContent = `page ${pageIndex + 1} of ${pages}`;
      document.getElementById("prev").disabled = pageIndex === 0;
      document.getElementById("next").disabled = pageIndex >= pages - 1;
      const bulk = shown.filter(e => decidable(e) && !applied.has(e.path)).length;
      document.getElementById("acceptShown").textContent = `Accept ${bulk} shown`;
      document.getElementById("rejectShown").textContent = `Reject ${bulk} shown`;
      document.getElementById("clearShown").textContent = `Clear ${bulk} shown`;
      for (const id of ["acceptShown", "rejectShown", "clearShown"]) document.getElementById(id).disabled = bulk === 0;
      const ul = document.getElementById("unchanged");
      const q = document.getElementById("search").value.toLowerCase();
      const same = unchanged.filter(e => e.path.toLowerCase().includes(q));
      document.getElementById("unchangedTitle").textContent = `${same.length} unchanged images`;
      ul.replaceChildren(...same.slice(0, 2000).map(e => el("li", {}, e.matchedReference ? `${e.path} (matches the alternate ${e.matchedReference})` : e.path)));
      if (same.length > 2000) ul.append(el("li", {}, `…and ${same.length - 2000} more`));
    }
    function bulk(choice) {
      for (const e of shown) decide(e, choice === "accept" && e.status === "removed" ? "accept" : choice, true);
      updateTally(); save();
    }
    document.getElementById("acceptShown").addEventListener("click", () => bulk("accept"));
    document.getElementById("rejectShown").addEventListener("click", () => bulk("reject"));
    document.getElementById("clearShown").addEventListener("click", () => bulk(null));
    for (const id of ["search", "group", "state"]) document.getElementById(id).addEventListener("input", () => { pageIndex = 0; render(); });
    document.getElementById("prev").addEventListener("click", () => { pageIndex--; render(); window.scrollTo(0, 0); });
    document.getElementById("next").addEventListener("click", () => { pageIndex++; render(); window.scrollTo(0, 0); });

    function decisionsFile() {
      const list = [];
      for (const [path, decision] of decisions) {
        const e = byPath.get(path);
        list.push({path, status: e.status, decision, baselineDigest: e.baselineDigest, currentDigest: e.currentDigest});
      }
      return {tool: "tessera-decisions", format: 1, baseline: data.baseline, current: data.current, report: data.report, decisions: list};
    }
    async function applyDecisions() {
      finish.disabled = true;
      say("info", "Applying…");
      const file = decisionsFile();
      let reply, body;
      try {
        reply = await fetch(withToken("api/apply"), {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(file)});
        body = await reply.json();
      } catch (err) {
        say("bad", "The review server did not answer (was it stopped?): " + err);
        updateTally();
        return;
      }
      if (!reply.ok) {
        say("bad", body.error || ("Failed: HTTP " + reply.status));
        updateTally();
        return;
      }
      for (const d of file.decisions) {
        if (d.decision === "reject") continue;
        applied.set(d.path, d.decision);
        tally[d.decision]--;
        decisions.delete(d.path);
        const c = cards.get(d.path);
        if (c) c.update();
      }
      save();
      updateTally();
      say("ok", `Applied: ${body.applied.length} file(s) changed in ${body.folder}` + (body.applied.length ? ":\\n" + body.applied.map(a => `  ${a.action} ${a.path}`).join("\\n") : "") + `\\nThe list is printed where tessera review runs, ready to commit.`);
    }
    function exportDecisions() {
      const text = JSON.stringify(decisionsFile(), null, 2) + "\\n";
      const a = el("a", {href: URL.createObjectURL(new Blob([text], {type: "application/json"})), download: "decisions.json"});
      document.body.append(a);
      a.click();
      a.remove();
      const decided = decisions.size;
      say("info", `Saved decisions.json (${decided} decision${decided === 1 ? "" : "s"}). Apply the accepted ones to ${data.baseline}:\\n  tessera accept decisions.json` + (data.report ? ` --report ${data.report}` : " --report REPORT_FOLDER"));
    }
    finish.addEventListener("click", () => review ? applyDecisions() : exportDecisions());
    if (review) {
      const stop = document.getElementById("stop");
      stop.hidden = false;
      stop.addEventListener("click", async () => {
        try { await fetch(withToken("api/stop"), {method: "POST"}); } catch (_) {}
        say("info", "The review server stopped. Decisions not applied are kept in this browser for the next review.");
        finish.disabled = true; stop.disabled = true;
      });
    }
    const help = document.getElementById("help");
    document.getElementById("helpButton").addEventListener("click", () => help.classList.add("on"));
    help.addEventListener("click", () => help.classList.remove("on"));
    document.addEventListener("keydown", ev => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const t = ev.target;
      if (t && (t.tagName === "TEXTAREA" || t.tagName === "SELECT" || (t.tagName === "INPUT" && t.type !== "range"))) return;
      if (help.classList.contains("on")) { if (ev.key === "Escape" || ev.key === "?") help.classList.remove("on"); return; }
      const list = document.getElementById("list").children;
      const c = selected >= 0 ? list[selected] : null;
      const e = c ? byPath.get(c.dataset.path) : null;
      const act = choice => { if (!e) { move(1); return; } decide(e, choice); move(1); };
      switch (ev.key) {
        case "j": case "n": move(1); break;
        case "k": case "p": move(-1); break;
        case "a": act("accept"); break;
        case "l": if (e && e.status === "changed") act("alternate"); break;
        case "r": act("reject"); break;
        case "u": if (e) decide(e, null); break;
        case "v": if (c && c.nextMode) c.nextMode(); break;
        case "1": if (c && c.setMode) c.setMode("side"); break;
        case "2": if (c && c.setMode) c.setMode("diff"); break;
        case "3": if (c && c.setMode) c.setMode("swipe"); break;
        case "z": if (c && c.nextZoom) c.nextZoom(); break;
        case "?": help.classList.add("on"); break;
        default: return;
      }
      ev.preventDefault();
    });
    render();
    updateTally();
    document.body.dataset.ready = String(Math.round(performance.now()));
    </script></body></html>

    """
}
