#!/usr/bin/env python3
"""Checks what a script can check of the docs against the code (CI runs it).

- Docs/Architecture.md's module table names every target of Package.swift, and no target
  that is not there;
- Docs/Text.md's font table and the files under Fonts/: every font folder is in the table
  (by its family name) and the table's total matches the folders' size within 1 MB;
- every repository path written in backticks in README.md, Docs/Architecture.md and
  Docs/Text.md (`Sources/…`, `Tests/…`, `Docs/…`, `Scripts/…`, `Examples/…`, `Fonts/…`,
  `Snapshots/…`) exists.

Usage: python3 Scripts/docs-check.py   (exit code 1 and one line per problem when they differ)
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
problems = []


def targets():
    text = (ROOT / "Package.swift").read_text(encoding="utf-8")
    names = set()
    for m in re.finditer(r"\.(target|executableTarget|systemLibrary|plugin|macro)\(\s*name:\s*\"([^\"]+)\"", text):
        names.add(m.group(2))
    return names


def architecture():
    text = (ROOT / "Docs" / "Architecture.md").read_text(encoding="utf-8")
    table = [l for l in text.splitlines() if l.startswith("| `")]
    named = set()
    for row in table:
        first = row.split("|")[1]
        named |= set(re.findall(r"`([A-Za-z][A-Za-z0-9]*)`", first))
    # System-library shims (CFreeType, CZlib, …) and the SwiftUI-named modules are named in the
    # dependency columns or as a group.
    grouped = {t for t in targets() if re.fullmatch(r"C[A-Z][A-Za-z]*", t) or t.endswith("OnLinux")}
    for t in sorted(targets() - named - grouped):
        if t not in text:
            problems.append(f"Docs/Architecture.md: the target {t} of Package.swift is not described")
    for name in sorted(named):
        if name.startswith("Tessera") or name in ("UILibrary", "DesignSystem", "ExampleApp"):
            if name not in targets() and name not in ("TesseraPreviewsPlugin",) and not name.startswith("tessera"):
                problems.append(f"Docs/Architecture.md: the module table names {name}, which Package.swift does not declare")


def fonts():
    text = (ROOT / "Docs" / "Text.md").read_text(encoding="utf-8")
    families = {
        "Inter": "Inter", "InterDisplay": "Inter Display", "Nunito": "Nunito", "NotoSerif": "Noto Serif",
        "JetBrainsMono": "JetBrains Mono", "Noto": "Noto Sans", "NotoCJK": "Noto Sans CJK",
        "NotoEmoji": "Noto Color Emoji", "MaterialSymbols": "Material Symbols",
    }
    total = 0
    for folder in sorted(p for p in (ROOT / "Fonts").iterdir() if p.is_dir()):
        size = sum(f.stat().st_size for f in folder.iterdir() if f.suffix in (".ttf", ".otf", ".ttc"))
        name = families.get(folder.name)
        if name is None:
            problems.append(f"Fonts/{folder.name}: a font folder the docs check does not know")
            continue
        if folder.name == "MaterialSymbols":
            # The symbol font: Docs/Symbols.md, not the text fonts' table.
            if name not in (ROOT / "Docs" / "Symbols.md").read_text(encoding="utf-8"):
                problems.append("Docs/Symbols.md: Fonts/MaterialSymbols is not described")
            continue
        total += size
        if name not in text:
            problems.append(f"Docs/Text.md: Fonts/{folder.name} ({name}) is not in the font table")
    m = re.search(r";\s*([0-9]+) MB in all", text)
    if m is None:
        problems.append("Docs/Text.md: the font table's total size ('N MB in all') is missing")
    elif abs(int(m.group(1)) - total / 1e6) > 1.0:
        problems.append(f"Docs/Text.md: the font table says {m.group(1)} MB in all; Fonts/ holds {total / 1e6:.1f} MB of text fonts")


def paths():
    prefixes = ("Sources/", "Tests/", "Docs/", "Scripts/", "Examples/", "Fonts/", "Snapshots/", "Plugins/")
    for doc in ("README.md", "Docs/Architecture.md", "Docs/Text.md"):
        text = (ROOT / doc).read_text(encoding="utf-8")
        for m in re.finditer(r"`([^`\s]+)`", text):
            p = m.group(1).rstrip(".,;:")
            if not p.startswith(prefixes) or any(c in p for c in "*<>{}$|"):
                continue
            # A path in a folder of this repository's (README's "your own package" steps name
            # files of the reader's package, under folders this one does not have).
            parts = p.split("/")
            if len(parts) > 2 and not (ROOT / parts[0] / parts[1]).exists():
                continue
            if not (ROOT / p).exists():
                problems.append(f"{doc}: `{p}` does not exist")


architecture()
fonts()
paths()
for p in problems:
    print("docs-check:", p)
if problems:
    sys.exit(1)
print("docs-check: Architecture.md's modules, Text.md's fonts and the paths the docs name agree with the repository")
