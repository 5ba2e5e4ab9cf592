#!/usr/bin/env python3
"""Renders the ground-truth corpus (Examples/GroundTruth) with Tessera and measures each render
against the iOS simulator's reference image of the same unchanged source.

Usage, from the project root:
    python3 Scripts/ground-truth.py [--cases DIR] [--out DIR] [--only SUBSTRING] [--fidelity FILE]
    python3 Scripts/ground-truth.py --results DIR/results.json [--fidelity FILE]

For each case folder (case.json, reference.png, Sources/*.swift, optional stubs.swift):
  1. compiles its sources, unchanged, in a scratch package (.build-groundtruth/pkg) that depends on
     this checkout (`import SwiftUI` is TesseraUI on Linux), with a generated `#Preview` of the
     case's view expression in its layout;
  2. renders it with the `tessera render` of a runner linking every case that compiled, at the
     reference's scale, device, color scheme and Dynamic Type size;
  3. compares: exact pixel size, the share of pixels inside the content box that differ by more
     than 16/255 in a channel, and SSIM (8x8 windows, luma), over white; writes
     OUT/<case>.png (reference | Tessera | difference) and OUT/results.json;
  4. renders the case again redacted (OUT/<case>.text.png: text as bars, symbols as shapes) and
     reports the share of the differing pixels within 1.5 pt of where the two renders differ:
     the part of the difference in text and symbols (fonts and symbols, issue 40).
With --fidelity, the table between the markers of that Markdown file is replaced.
Needs numpy and Pillow (installed with pip when missing).
"""
import argparse, json, os, re, shutil, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def need(module, package):
    try:
        return __import__(module)
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", package], check=True)
        return __import__(module)


np = need("numpy", "numpy")
need("PIL", "pillow")
from PIL import Image  # noqa: E402

# Screen sizes in points of the devices references name (swift-snapshot-testing's ViewImageConfig
# and simulator names), mapped to Tessera's device catalog.
DEVICES = {
    "iphonese": "iPhone SE (1st generation)", "iphonese1stgen": "iPhone SE (1st generation)",
    "iphonese1stgeneration": "iPhone SE (1st generation)", "iphone8": "iPhone SE", "iphonese2": "iPhone SE",
    "iphonese3": "iPhone SE", "iphonex": "iPhone X", "iphonexs": "iPhone X", "iphone11pro": "iPhone X",
    "iphone12mini": "iPhone 13 mini", "iphone13mini": "iPhone 13 mini", "iphone12": "iPhone 13",
    "iphone12pro": "iPhone 13", "iphone13": "iPhone 13", "iphone13pro": "iPhone 13", "iphone14": "iPhone 13",
    "iphone12promax": "iPhone 13 Pro Max", "iphone13promax": "iPhone 13 Pro Max",
    "iphone14plus": "iPhone 13 Pro Max", "iphonexsmax": "iPhone 11 Pro Max", "iphone11promax": "iPhone 11 Pro Max",
    "iphone11": "iPhone 11", "iphonexr": "iPhone 11", "iphone14pro": "iPhone 16", "iphone15": "iPhone 16",
    "iphone15pro": "iPhone 16", "iphone16": "iPhone 16", "iphone14promax": "iPhone 16 Plus",
    "iphone15plus": "iPhone 16 Plus", "iphone15promax": "iPhone 16 Plus", "iphone16plus": "iPhone 16 Plus",
    "iphone16pro": "iPhone 16 Pro", "iphone16promax": "iPhone 16 Pro Max",
    "ipadmini": "iPad mini", "ipadpro11": "iPad Pro 11-inch", "ipadpro129": "iPad Pro 13-inch",
    "ipadpro13": "iPad Pro 13-inch",
}


# Portrait sizes in points of the catalog devices a case overrides the safe area of.
DEVICE_POINTS = {"iPhone 13": (390, 844), "iPhone 16": (393, 852), "iPhone 13 mini": (375, 812)}

# The named device with another portrait safe area (points), for cases whose `safeArea` says the
# reference's differed from the config's.
HOSTED_DEVICE = """@MainActor func groundTruthDevice(named name: String, top: Double, bottom: Double) -> TesseraUI.Device {
  let base = (try? TesseraUI.Device.named(name)) ?? .iPhone16
  return TesseraUI.Device(
    name: base.name, idiom: base.idiom, portraitWidth: base.portraitWidth, portraitHeight: base.portraitHeight,
    scale: base.scale, portraitSafeArea: TesseraUI.EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
    landscapeSafeArea: base.landscapeSafeArea, topHardware: base.topHardware,
    displayCornerRadius: base.displayCornerRadius, hasHomeIndicator: base.hasHomeIndicator)
}
"""


def device_name(name):
    key = re.sub(r"[^a-z0-9]", "", name.lower().replace("(2nd generation)", "2").replace("(3rd generation)", "3"))
    key = key.replace("inch", "")
    return DEVICES.get(key, name)


def swift_ident(s):
    return "GT_" + re.sub(r"[^A-Za-z0-9_]", "_", s)


def preview_source(case):
    layout = case.get("layout") or {"kind": "sizeThatFits"}
    view = case["view"].strip()
    kind = layout.get("kind")
    helper, device = "", None
    if kind == "fixed":
        traits = f", traits: .fixedLayout(width: {layout['width']}, height: {layout['height']})"
    elif kind == "device":
        traits = ""
        # swift-snapshot-testing draws the screen without the status bar and home indicator.
        view = f"({view}).statusBarHidden(true).persistentSystemOverlays(.hidden)"
        inset = layout.get("safeArea")
        if inset:
            # A test run inside a host app gets the simulator's own status bar as its top inset
            # (case.json's `safeArea`, with its evidence): the named device with that safe area.
            base = device_name(layout.get("device", "iPhone 16"))
            top, bottom = float(inset["top"]), float(inset["bottom"])
            size = DEVICE_POINTS[base]
            traits = f", traits: .fixedLayout(width: {size[0]}, height: {size[1]})"
            device = f"groundTruthDevice(named: \"{base}\", top: {top}, bottom: {bottom})"
            helper = HOSTED_DEVICE + "\n"
    else:
        traits = ", traits: .sizeThatFitsLayout"
    # `#function` in the view is the test function's name: the view goes in a function of that
    # name (from the test excerpt), as the test wrote it.
    wrapper = ""
    if "#function" in view and case.get("dir"):
        excerpt = Path(case["dir"]) / "test-excerpt.swift"
        m = re.search(r"func (\w+)\(\)\s*->\s*some View", excerpt.read_text()) if excerpt.exists() else None
        if m:
            wrapper = f"@MainActor func {m.group(1)}() -> some View {{\n  {view}\n}}\n\n"
            view = f"{m.group(1)}()"
    # The same view redacted (`.redacted(reason: .placeholder)`: text as bars in its frame,
    # symbols and images as shapes, the layout unchanged): where it differs from the case's render
    # is where Tessera drew text and symbols, the area differences are attributed to fonts.
    redacted = f"({view}).redacted(reason: .placeholder)"
    if device:
        view = f"DeviceScreen({device}) {{\n    {view}\n  }}"
        redacted = f"DeviceScreen({device}) {{\n    {redacted}\n  }}"
    return (f"import SwiftUI\n\n{helper}{wrapper}#Preview(\"case\"{traits}) {{\n  {view}\n}}\n\n"
            f"#Preview(\"text\"{traits}) {{\n  {redacted}\n}}\n")


def run(cmd, cwd, log, timeout=1800):
    with open(log, "w") as f:
        try:
            return subprocess.run(cmd, cwd=cwd, stdout=f, stderr=subprocess.STDOUT, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            f.write(f"\ntimed out after {timeout} s\n")
            return 124


def first_errors(log, n=3):
    lines = [l.strip() for l in open(log, errors="replace") if ": error:" in l]
    out = []
    for l in lines:
        msg = re.sub(r"^.*?: error: ", "", l)
        if msg not in out:
            out.append(msg)
    return out[:n]


def load(path, under=(255, 255, 255)):
    img = Image.open(path)
    img = img.convert("RGBA")
    ground = Image.new("RGBA", img.size, tuple(int(c) for c in under) + (255,))
    return np.asarray(Image.alpha_composite(ground, img).convert("RGB"), dtype=np.int16)


def content_box(a, background):
    diff = np.abs(a - background).max(axis=2) > 16
    ys, xs = np.nonzero(diff)
    if len(xs) == 0:
        return (0, 0, a.shape[1], a.shape[0])
    return (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)


def ssim(a, b):
    """Mean SSIM of the luma of two same-sized images over 8x8 windows (stride 4)."""
    def luma(x):
        return 0.299 * x[..., 0] + 0.587 * x[..., 1] + 0.114 * x[..., 2]
    x, y = luma(a.astype(np.float64)), luma(b.astype(np.float64))
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    vals = []
    h, w = x.shape
    for i in range(0, max(1, h - 7), 4):
        for j in range(0, max(1, w - 7), 4):
            p, q = x[i:i + 8, j:j + 8], y[i:i + 8, j:j + 8]
            mp, mq = p.mean(), q.mean()
            vp, vq = p.var(), q.var()
            cov = ((p - mp) * (q - mq)).mean()
            vals.append(((2 * mp * mq + c1) * (2 * cov + c2)) / ((mp * mp + mq * mq + c1) * (vp + vq + c2)))
    return float(np.mean(vals)) if vals else 1.0


def dilate(mask, r):
    """`mask` grown by `r` pixels in every direction (a square of side 2r + 1)."""
    out = mask.copy()
    for axis in (0, 1):
        grown = out.copy()
        for k in range(1, r + 1):
            grown[tuple(slice(k, None) if a == axis else slice(None) for a in range(2))] |= \
                out[tuple(slice(None, -k) if a == axis else slice(None) for a in range(2))]
            grown[tuple(slice(None, -k) if a == axis else slice(None) for a in range(2))] |= \
                out[tuple(slice(k, None) if a == axis else slice(None) for a in range(2))]
        out = grown
    return out


def compare(ref_path, out_path, side_path, text_path=None, scale=2):
    got = load(out_path)
    # A reference drawn on a transparent background (a hosting controller with no background
    # color) is laid over the background Tessera drew (the color scheme's), not over white.
    transparent = Image.open(ref_path).convert("RGBA").getpixel((0, 0))[3] == 0
    ref = load(ref_path, under=got[0, 0] if transparent else (255, 255, 255))
    same_size = ref.shape == got.shape
    h, w = min(ref.shape[0], got.shape[0]), min(ref.shape[1], got.shape[1])
    r, g = ref[:h, :w], got[:h, :w]
    background = ref[0, 0]
    x0, y0, x1, y1 = content_box(ref, background)
    gx0, gy0, gx1, gy1 = content_box(got, got[0, 0])
    x0, y0, x1, y1 = min(x0, gx0), min(y0, gy0), min(max(x1, gx1), w), min(max(y1, gy1), h)
    box_r, box_g = r[y0:y1, x0:x1], g[y0:y1, x0:x1]
    differs = np.abs(box_r - box_g).max(axis=2) > 16
    share = float(differs.mean()) if differs.size else 0.0
    score = ssim(r, g)
    # Fonts and symbols: the differing pixels within 1.5 points of where Tessera drew text or a
    # symbol (its render and the redacted render differ there), as a share of all differing ones.
    text_share = None
    if text_path is not None and Path(text_path).exists():
        plain = load(out_path, under=(255, 255, 255))
        bars = load(text_path, under=(255, 255, 255))
        if bars.shape == plain.shape:
            text = dilate(np.abs(plain - bars).max(axis=2) > 16, max(1, round(1.5 * scale)))[:h, :w]
            inside = differs & text[y0:y1, x0:x1]
            text_share = round(float(inside.sum()) / float(differs.sum()), 4) if differs.sum() else 0.0
    # Reference | Tessera | difference (red where a channel differs by more than 16).
    H, W = max(ref.shape[0], got.shape[0]), ref.shape[1] + got.shape[1] + w + 16
    canvas = np.full((H, W, 3), 255, dtype=np.uint8)
    canvas[: ref.shape[0], : ref.shape[1]] = ref
    canvas[: got.shape[0], ref.shape[1] + 8: ref.shape[1] + 8 + got.shape[1]] = got
    d = (r.astype(np.float64) * 0.3 + 178).astype(np.uint8)
    mask = np.abs(r - g).max(axis=2) > 16
    d[mask] = (230, 0, 0)
    off = ref.shape[1] + got.shape[1] + 16
    canvas[:h, off: off + w] = d
    Image.fromarray(canvas).save(side_path)
    return {
        "referenceSize": [int(ref.shape[1]), int(ref.shape[0])], "tesseraSize": [int(got.shape[1]), int(got.shape[0])],
        "exactSize": bool(same_size), "differingShare": round(share, 4), "ssim": round(score, 4),
        "differingPixels": int(differs.sum()), "textShare": text_share,
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cases", default=str(ROOT / "Examples/GroundTruth/cases"))
    ap.add_argument("--out", default=str(ROOT / "Output/ground-truth"))
    ap.add_argument("--only", default="")
    ap.add_argument("--fidelity", default="")
    ap.add_argument("--design", default="auto", choices=["auto", "ios18", "ios26"],
                    help="the design Tessera draws each case in; auto: ios26 for references of iOS 26, else ios18")
    ap.add_argument("--results", default="",
                    help="report the results.json of an earlier run (with --fidelity: write its table), rendering nothing")
    args = ap.parse_args()
    if args.results:
        report(json.loads(Path(args.results).read_text()), args)
        return
    cases = []
    for d in sorted(Path(args.cases).iterdir()):
        if d.is_dir() and (d / "case.json").exists() and args.only in d.name:
            c = json.loads((d / "case.json").read_text())
            c["id"], c["dir"] = d.name, d
            cases.append(c)
    if not cases:
        sys.exit("ground-truth: no cases")
    pkg = ROOT / ".build-groundtruth/pkg"
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    logs = pkg / "logs"
    shutil.rmtree(pkg / "Sources", ignore_errors=True)
    logs.mkdir(parents=True, exist_ok=True)

    # Modules the cases' own sources import that the scratch package does not have (the library's
    # own module, a sibling module of the app): empty modules of those names, so the unchanged
    # `import` line compiles (what they would provide is in the case's sources or stubs).
    # Test files copied beside the sources (they import XCTest or SnapshotTesting) are not built.
    known = {"SwiftUI", "SwiftUICore", "Foundation", "Combine", "UniformTypeIdentifiers", "Observation", "CoreGraphics", "UIKit", "SafariServices", "PhotosUI", "os",
             "Dispatch", "TesseraUI"}
    test_modules = {"XCTest", "Testing", "SnapshotTesting", "SnapshotTestingMacros", "InlineSnapshotTesting"}
    shims = set()

    def is_test_file(text):
        return any(re.search(rf"^\s*(@testable\s+)?import\s+{m}\b", text, re.M) for m in test_modules)

    def manifest(targets):
        lines = ["// swift-tools-version: 6.0", "import PackageDescription", "let package = Package(",
                 '  name: "GroundTruth", platforms: [.macOS(.v15)],',
                 f'  dependencies: [.package(path: "{ROOT}")],', "  targets: ["]
        dep = f'.product(name: "TesseraUI", package: "{ROOT.name.lower()}")'
        shim_deps = "".join(f', "{m}"' for m in sorted(shims))
        for m in sorted(shims):
            lines.append(f'    .target(name: "{m}", dependencies: [{dep}], path: "Shims/{m}"),')
        for t in targets:
            # The language mode the case's own package builds in (case.json's swiftLanguageMode).
            lines.append(
                f'    .target(name: "{t}", dependencies: [{dep}{shim_deps}], '
                f'swiftSettings: [.swiftLanguageMode(.v{modes.get(t, 5)})]),')
        runner = ", ".join(f'"{t}"' for t in targets)
        lines.append('    .executableTarget(name: "GroundTruthRunner", dependencies: ['
                     f'.product(name: "TesseraCommandLine", package: "{ROOT.name.lower()}"){", " + runner if runner else ""}]),')
        lines += ["  ]", ")"]
        (pkg / "Package.swift").write_text("\n".join(lines) + "\n")

    runner_dir = pkg / "Sources/GroundTruthRunner"
    runner_dir.mkdir(parents=True, exist_ok=True)
    (runner_dir / "main.swift").write_text("import TesseraCommandLine\nTesseraCommandLine.main()\n")
    for c in cases:
        t = swift_ident(c["id"])
        src = pkg / "Sources" / t
        src.mkdir(parents=True, exist_ok=True)
        for f in sorted((c["dir"] / "Sources").rglob("*.swift")):
            text = f.read_text(errors="replace")
            if is_test_file(text):
                continue
            shutil.copy(f, src / f.name)
            for m in re.findall(r"^\s*(?:@testable\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)", text, re.M):
                if m not in known:
                    shims.add(m)
        if (c["dir"] / "stubs.swift").exists():
            shutil.copy(c["dir"] / "stubs.swift", src / "_Stubs.swift")
        (src / "_Case.swift").write_text(preview_source(c))
    shutil.rmtree(pkg / "Shims", ignore_errors=True)
    for m in shims:
        d = pkg / "Shims" / m
        d.mkdir(parents=True, exist_ok=True)
        # A module Tessera does not give (UIKit, CoreGraphics and the others above are its own):
        # empty here.
        (d / f"{m}.swift").write_text(f"// {m}: empty here.\n")
    modes = {swift_ident(c["id"]): int(c.get("swiftLanguageMode", 5)) for c in cases}
    manifest([swift_ident(c["id"]) for c in cases])
    results = []
    compiled = []
    for c in cases:
        t = swift_ident(c["id"])
        rc = run(["swift", "build", "--target", t], pkg, logs / f"{t}.log")
        c["compiles"] = rc == 0
        if rc == 0:
            compiled.append(t)
        else:
            c["errors"] = first_errors(logs / f"{t}.log")
        print(f"ground-truth: {c['id']}: {'compiles' if rc == 0 else 'does not compile'}", file=sys.stderr)
    manifest(compiled)
    rc = run(["swift", "build", "--product", "GroundTruthRunner"], pkg, logs / "runner.log")
    if rc != 0:
        sys.exit("ground-truth: the runner did not build; see " + str(logs / "runner.log"))
    bin_dir = subprocess.run(["swift", "build", "--show-bin-path"], cwd=pkg, capture_output=True, text=True).stdout.strip()
    runner = Path(bin_dir) / "GroundTruthRunner"
    for c in cases:
        entry = {"case": c["id"], "repository": c.get("repository"), "licence": c.get("licence"),
                 "layout": (c.get("layout") or {}).get("kind"), "iosVersion": c.get("iosVersion", "unknown"),
                 "colorScheme": c.get("colorScheme", "light"), "compiles": c["compiles"],
                 "design": design_for(c, args.design)}
        if not c["compiles"]:
            entry["errors"] = c.get("errors", [])
            results.append(entry)
            continue
        t = swift_ident(c["id"])
        png = out / f"{c['id']}.tessera.png"
        cmd = [str(runner), "render", f"{t}/_Case/case", "--scale", str(c.get("scale", 2)),
               "--color-scheme", c.get("colorScheme", "light"), "--design", entry["design"], "-o", str(png)]
        if c.get("dynamicTypeSize") and c["dynamicTypeSize"] != "large":
            cmd += ["--dynamic-type-size", c["dynamicTypeSize"]]
        if (c.get("layout") or {}).get("kind") == "device" and not c["layout"].get("safeArea"):
            name = device_name(c["layout"].get("device", "iPhone 16"))
            if c["layout"].get("orientation") == "landscape":
                name += " landscape"
            cmd += ["--device", name]
        rc = run(cmd, pkg, logs / f"{t}.render.log", timeout=120)
        if rc != 0 or not png.exists():
            entry["renders"] = False
            entry["errors"] = [l.strip() for l in open(logs / f"{t}.render.log", errors="replace")][-3:]
            results.append(entry)
            continue
        entry["renders"] = True
        text_png = out / f"{c['id']}.text.png"
        text_cmd = [{str(png): str(text_png), f"{t}/_Case/case": f"{t}/_Case/text"}.get(a, a) for a in cmd]
        run(text_cmd, pkg, logs / f"{t}.text.log", timeout=120)
        entry.update(compare(c["dir"] / "reference.png", png, out / f"{c['id']}.png", text_png,
                             scale=float(c.get("scale", 2))))
        results.append(entry)
        print(f"ground-truth: {c['id']}: size {'=' if entry['exactSize'] else '≠'} "
              f"differing {entry['differingShare'] * 100:.1f}% SSIM {entry['ssim']:.3f}", file=sys.stderr)
    (out / "results.json").write_text(json.dumps(results, indent=1) + "\n")
    report(results, args)


def report(results, args):
    """Prints the summary of a run's results and, with --fidelity, writes its table."""
    rendered = [r for r in results if r.get("renders")]
    med = lambda xs: float(np.median(xs)) if xs else float("nan")
    summary = (f"{len(results)} cases: {sum(r['compiles'] for r in results)} compile, {len(rendered)} render, "
               f"{sum(r['exactSize'] for r in rendered)} at the exact size; median differing "
               f"{med([r['differingShare'] for r in rendered]) * 100:.1f}%, median SSIM "
               f"{med([r['ssim'] for r in rendered]):.3f}")
    for label, group in (("iOS 26 references (drawn in ios26)" if args.design == "auto" else "iOS 26 references",
                          [r for r in rendered if is_ios26(r["iosVersion"])]),
                         ("iOS 13-18 references", [r for r in rendered if not is_ios26(r["iosVersion"])]),
                         # The ios18 design's own references: the iOS 17/18 look it draws (iOS 13's
                         # and 16's are older designs, drawn in ios18 as the nearest).
                         ("iOS 17-18 references (the ios18 design's own)",
                          [r for r in rendered if re.match(r"\s*1[78]\b", r["iosVersion"] or "")])):
        if group:
            summary += (f"; {label}: {len(group)}, {sum(r['exactSize'] for r in group)} at the exact size "
                        f"({100 * sum(r['exactSize'] for r in group) / len(group):.1f}%), differing "
                        f"{med([r['differingShare'] for r in group]) * 100:.1f}%, SSIM {med([r['ssim'] for r in group]):.3f}")
    # Each iOS major version apart: a group's median mixes designs (iOS 13's symbols had no
    # margins, iOS 16's references here are 1x pictures of a finer layout).
    majors = {}
    for r in rendered:
        m = re.match(r"\s*(\d+)", r["iosVersion"] or "")
        majors.setdefault(int(m.group(1)) if m else 0, []).append(r)
    summary += "; by iOS version: " + ", ".join(
        f"{'?' if v == 0 else v}: {len(g)} ({sum(r['exactSize'] for r in g)} exact, "
        f"{med([r['differingShare'] for r in g]) * 100:.1f}%, SSIM {med([r['ssim'] for r in g]):.3f})"
        for v, g in sorted(majors.items()))
    # Fonts and symbols' part of what differs: of every differing pixel of the rendered cases,
    # the share in the text and symbol areas (pooled), and the median of the cases' own shares.
    attributed = [r for r in rendered if r.get("textShare") is not None]
    if attributed:
        total = sum(r["differingPixels"] for r in attributed)
        in_text = sum(r["differingPixels"] * r["textShare"] for r in attributed)
        summary += (f"; fonts and symbols: {100 * in_text / total if total else 0:.0f}% of the differing pixels "
                    f"(median case {med([r['textShare'] for r in attributed]) * 100:.0f}%)")
        # Text-heavy cases (at least half of their difference in text and symbols): how many come
        # within a pixel of the reference's size in both dimensions (issue 40's measure).
        heavy = [r for r in attributed if r["textShare"] >= 0.5]
        near = [r for r in heavy
                if all(abs(a - b) <= 1 for a, b in zip(r["tesseraSize"], r["referenceSize"]))]
        if heavy:
            summary += (f"; text-heavy cases: {len(heavy)}, {len(near)} within 1 px of the size "
                        f"({100 * len(near) / len(heavy):.1f}%)")
    print("ground-truth: " + summary)
    if args.fidelity:
        table = ["| case | iOS | design | layout | scheme | compiles | size | differing | SSIM | in text and symbols |",
                 "|---|---|---|---|---|---|---|---|---|---|"]
        for r in results:
            if r.get("renders"):
                table.append(f"| {r['case']} | {r['iosVersion']} | {r['design']} | {r['layout']} | {r['colorScheme']} | yes | "
                             f"{'exact' if r['exactSize'] else '%dx%d vs %dx%d' % (*r['tesseraSize'], *r['referenceSize'])} | "
                             f"{r['differingShare'] * 100:.1f}% | {r['ssim']:.3f} | "
                             f"{'—' if r.get('textShare') is None else '%.0f%%' % (r['textShare'] * 100)} |")
            else:
                why = "; ".join(r.get("errors", []))[:120].replace("|", "\\|")
                table.append(f"| {r['case']} | {r['iosVersion']} | {r['design']} | {r['layout']} | {r['colorScheme']} | "
                             f"{'yes' if r['compiles'] else 'no'} | — | — | {why} | — |")
        text = Path(args.fidelity).read_text()
        start, end = "<!-- ground-truth table -->", "<!-- end of ground-truth table -->"
        block = start + "\n" + summary + "\n\n" + "\n".join(table) + "\n" + end
        text = re.sub(re.escape(start) + ".*?" + re.escape(end), lambda m: block, text, flags=re.S)
        Path(args.fidelity).write_text(text)


def is_ios26(version):
    """Whether a case's iOS version (\"26.x\", \"26.2\", \"18.x (probable)\") is iOS 26 or later."""
    m = re.match(r"\s*(\d+)", version or "")
    return bool(m) and int(m.group(1)) >= 26


def design_for(case, choice):
    """The design a case is drawn in: the one asked for, else (auto) the reference's own."""
    if choice != "auto":
        return choice
    return "ios26" if is_ios26(case.get("iosVersion")) else "ios18"


if __name__ == "__main__":
    main()
