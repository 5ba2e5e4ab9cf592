#!/usr/bin/env python3
"""Writes TesseraUI's DocC status article from Docs/SwiftUICompatibility.md, or checks it.

The compatibility table is the one place where support is recorded; the article
(Sources/TesseraUI/TesseraUI.docc/Status.md) is generated from it, so the two cannot drift:
`--check` (CI) fails when the article is not what the table gives.

Usage: python3 Scripts/compatibility-status.py [--check]
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "Docs" / "SwiftUICompatibility.md"
ARTICLE = ROOT / "Sources" / "TesseraUI" / "TesseraUI.docc" / "Status.md"
STATUSES = ("supported", "partial", "missing")


def cells(line):
    """The cells of a Markdown table row, split on pipes outside code spans."""
    out, cur, code = [], "", False
    for ch in line.strip()[1:]:
        if ch == "`":
            code = not code
        if ch == "|" and not code:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out


def families(text):
    """(family, [(api, status, notes)]) for each `##` section whose table has a status column."""
    result = []
    name, rows, status_col = None, [], None
    for line in text.splitlines():
        if line.startswith("## "):
            if name and rows:
                result.append((name, rows))
            name, rows, status_col = line[3:].strip(), [], None
            continue
        if not name or not line.startswith("|"):
            continue
        row = cells(line)
        if status_col is None:
            if "status" in row:
                status_col = row.index("status")
            continue
        if set(line.replace("|", "").strip()) <= set("-: "):
            continue
        if len(row) <= status_col:
            continue
        words = re.findall(r"[a-z]+", row[status_col].lower())
        status = next((s for s in ("missing", "partial", "supported") if s in words), None)
        if status is None:
            continue
        notes = row[status_col + 1] if len(row) > status_col + 1 else ""
        rows.append((row[0], status, notes))
    if name and rows:
        result.append((name, rows))
    return result


def article(text):
    fams = families(text)
    lines = [
        "# Status by family",
        "",
        "What of SwiftUI's API TesseraUI supports, family by family.",
        "",
        "## Overview",
        "",
        "**Supported**: compiles and behaves as Apple documents it, for a still image. **Partial**:",
        "compiles; what differs is said. **Missing**: does not compile yet. This article is generated",
        "by `Scripts/compatibility-status.py` from `Docs/SwiftUICompatibility.md`, the table kept true",
        "with every change (how each row is measured, the corpora of real code, and the designs each",
        "control is drawn in are there); CI fails when the two differ.",
        "",
        "| family | supported | partial | missing |",
        "|---|---|---|---|",
    ]
    for name, rows in fams:
        n = {s: sum(1 for r in rows if r[1] == s) for s in STATUSES}
        lines.append(f"| {name} | {n['supported']} | {n['partial']} | {n['missing']} |")
    total = {s: sum(1 for _, rows in fams for r in rows if r[1] == s) for s in STATUSES}
    lines.append(f"| all | {total['supported']} | {total['partial']} | {total['missing']} |")
    for name, rows in fams:
        lines += ["", f"### {name}", ""]
        for status in ("partial", "missing"):
            for api, s, notes in rows:
                if s == status:
                    lines.append(f"- {status}: {api}" + (f" — {notes}" if notes else ""))
        supported = [api for api, s, _ in rows if s == "supported"]
        if supported:
            lines.append("- supported: " + "; ".join(supported))
    return "\n".join(lines) + "\n"


def main():
    text = TABLE.read_text(encoding="utf-8")
    want = article(text)
    if "--check" in sys.argv[1:]:
        have = ARTICLE.read_text(encoding="utf-8") if ARTICLE.exists() else ""
        if have != want:
            print(f"compatibility-status: {ARTICLE.relative_to(ROOT)} is not what "
                  f"{TABLE.relative_to(ROOT)} gives; run python3 Scripts/compatibility-status.py")
            return 1
        print("compatibility-status: the DocC status article matches the compatibility table")
        return 0
    ARTICLE.parent.mkdir(parents=True, exist_ok=True)
    ARTICLE.write_text(want, encoding="utf-8")
    print(f"compatibility-status: wrote {ARTICLE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
