#!/usr/bin/env python3
"""Writes Docs/Components/<Name>.md for every component of Sources/UILibrary, from the sources
(summary, layer, initializers, style and configuration contracts, usage example) and the
preview images in Docs/Components/images. Run from the package root:
    python3 Scripts/component-docs.py
The images themselves are written by `swift run tessera docs` (checked by a test)."""
import glob, os, re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "Sources/UILibrary")
IMAGES = "Docs/Components/images"

def doc_before(text, index):
    lines = text[:index].rstrip().split("\n")
    out = []
    for line in reversed(lines):
        s = line.strip()
        if s.startswith("///"):
            out.append(s[3:][1:] if s[3:].startswith(" ") else s[3:])
        else:
            break
    return list(reversed(out))

def signatures(text, keyword="public init("):
    sigs = []
    for m in re.finditer(re.escape(keyword), text):
        depth, i = 0, m.start()
        while i < len(text):
            if text[i] == "(":
                depth += 1
            elif text[i] == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        sigs.append(re.sub(r"\s+", " ", text[m.start():i + 1]))
    return sigs

def properties(text):
    props = []
    for m in re.finditer(r"public (?:var|let) (\w+): ([^\n{=]+)", text):
        doc = " ".join(doc_before(text, m.start()))
        props.append((m.group(1), m.group(2).strip(), doc))
    return props

DOS = {
    "atom": ["Build it from a Style made by the design system's `StyleFactory`.", "Keep it stateless: pass what it shows."],
    "molecule": ["Compose it in organisms and pages.", "Give each part's style through the molecule's Style."],
    "organism": ["Feed it a Configuration made from your view model's state.", "Keep actions and navigation in the app."],
}
DONTS = [
    "Don't pass loose colors or fonts: extend the Style instead.",
    "Don't branch on variants in your view: the Configuration does that.",
    "Don't subclass or wrap it to restyle it (`CustomX`, `MyX`): add a style in the design system.",
]

pages = []
for path in sorted(glob.glob(os.path.join(LIB, "*/*/*.swift"))):
    name = os.path.basename(path)[:-6]
    if "+" in name or name.endswith("Style") or name.endswith("Configuration"):
        continue
    text = open(path).read()
    m = re.search(r"public struct (\w+)(<[^>]*>)?: View", text)
    if not m or m.group(1) != name:
        continue
    folder = os.path.dirname(path)
    summary = doc_before(text, m.start())
    layer = next((l.split("Note:")[1].strip().split(".")[0] for l in summary if "Note:" in l), "")
    prose = [l for l in summary if "Note:" not in l and not l.startswith("    ")]
    usage = [l[4:] for l in summary if l.startswith("    ")]
    # The component's own Style file first (a folder may also hold a style it uses, like
    # FieldBoxStyle, and `Style+ButtonStyle.swift` conformances).
    styles = sorted(f for f in glob.glob(folder + "/*Style.swift") if "+" not in os.path.basename(f))
    style_file = next((f for f in styles if os.path.basename(f) == name + "Style.swift"), styles[0] if styles else None)
    config_file = next((f for f in glob.glob(folder + "/*Configuration.swift")), None)
    rel = os.path.relpath(folder, ROOT)
    out = [f"# {name}", "", " ".join(prose).strip(), "", f"**Layer:** {layer or 'n/a'} · **Source:** `{rel}/`", ""]
    out += ["## Public API", "", "```swift"] + [f"{s}" for s in signatures(text)] + ["```", ""]
    if usage:
        out += ["## Usage", "", "```swift"] + usage + ["```", ""]
    if style_file:
        st = open(style_file).read()
        alias = re.search(r"public typealias (\w+) = (\w+)", st)
        out += ["## Style contract", ""]
        if alias:
            out += [f"`{alias.group(1)}` is `{alias.group(2)}`: see that component's style.", ""]
        else:
            out += ["| property | type | meaning |", "|---|---|---|"]
            out += [f"| `{p}` | `{t}` | {d} |" for p, t, d in properties(st)] + [""]
    if config_file:
        ct = open(config_file).read()
        out += ["## Configuration", "", "```swift"] + signatures(ct) + ["```", ""]
        out += ["Variant logic lives in private types behind the configuration (seed 003); the view only reads:", ""]
        out += [f"- `{p}`: {d}" for p, t, d in properties(ct) if d] + [""]
    out += ["## Do", ""] + [f"- {d}" for d in DOS.get(layer.lower(), DOS["atom"])] + [""]
    out += ["## Don't", ""] + [f"- {d}" for d in DONTS] + [""]
    previews = sorted(glob.glob(os.path.join(ROOT, IMAGES, name, "*.png")))
    if previews:
        out += ["## Previews", "", "Light theme, regular density, 2x, written by `swift run tessera docs` "
                "(every theme and density: `swift run tessera previews`).", ""]
        for p in previews:
            variant = os.path.basename(p)[:-4]
            out += [f"**{variant}**", "", f"![{name} {variant}](images/{name}/{os.path.basename(p)})", ""]
    open(os.path.join(ROOT, "Docs/Components", f"{name}.md"), "w").write("\n".join(out).rstrip() + "\n")
    pages.append((layer, name))

index = ["# Components", "", "| layer | component |", "|---|---|"]
order = {"Atom": 0, "Molecule": 1, "Organism": 2}
index += [f"| {l} | [{n}]({n}.md) |" for l, n in sorted(pages, key=lambda p: (order.get(p[0], 3), p[1]))]
open(os.path.join(ROOT, "Docs/Components/README.md"), "w").write("\n".join(index) + "\n")
print(f"wrote {len(pages)} component pages")
