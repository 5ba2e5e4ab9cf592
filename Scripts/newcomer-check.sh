#!/usr/bin/env bash
# Follows README's "Your own package, in four steps" word for word in a new package: makes it with
# `swift package init`, writes each block of the README marked `<!-- newcomer: PATH -->` to PATH
# unchanged, then builds, renders the previews with the plugin, lists them, records the snapshots
# and checks them. Fails on any step that fails, and on any compiler warning from Tessera's own
# files. Usage: bash Scripts/newcomer-check.sh [WORK_DIR] (default: a new temporary folder).
set -euo pipefail
REPO="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${1:-$(mktemp -d)}"
mkdir -p "$WORK"
rm -rf "$WORK/MyComponents" "$WORK/tessera"
# The README's Package.swift finds Tessera at ../tessera.
ln -s "$REPO" "$WORK/tessera"
mkdir "$WORK/MyComponents"
cd "$WORK/MyComponents"
say() { printf 'newcomer: %s\n' "$*"; }

say "swift package init --type library --name MyComponents"
swift package init --type library --name MyComponents > /dev/null

# Each marked block of the README, as it is.
python3 - "$REPO/README.md" <<'PY'
import os, re, sys, textwrap
text = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"<!-- newcomer: (\S+) -->\n[ \t]*```swift\n(.*?)\n[ \t]*```", text, re.S)
if len(blocks) < 3:
    sys.exit(f"newcomer: expected 3 marked blocks in README.md, found {len(blocks)}")
for path, body in blocks:
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(textwrap.dedent(body).rstrip() + "\n")
    print(f"newcomer: wrote {path} from README.md")
PY

log="$WORK/newcomer.log"
: > "$log"
run() {
  say "$*"
  if ! "$@" > "$WORK/step.log" 2>&1; then
    cat "$WORK/step.log"
    say "FAILED: $*"
    exit 1
  fi
  cat "$WORK/step.log" >> "$log"
}

run swift build --build-tests
run swift package --allow-writing-to-package-directory previews
for f in MyComponents/Greeting/Short@2x.png MyComponents/Greeting/Short.dark@2x.png manifest.json index.html; do
  test -s "Output/previews/$f" || { say "Output/previews/$f is missing"; exit 1; }
done
run swift package --allow-writing-to-package-directory previews list
grep -q "^MyComponents/Greeting/Short" "$WORK/step.log" || { say "previews list does not name MyComponents/Greeting/Short"; exit 1; }
# The first run records the references (and fails, asking to look at them); the second checks.
say "TESSERA_RECORD=missing swift test (records)"
TESSERA_RECORD=missing swift test > "$WORK/step.log" 2>&1 || true
cat "$WORK/step.log" >> "$log"
test -n "$(find Snapshots -name '*.png' 2>/dev/null | head -1)" || { cat "$WORK/step.log"; say "no reference was recorded"; exit 1; }
run swift test

# No warning from Tessera's own files in the user's build.
if grep -E "warning:" "$log" | grep -E "(/tessera/|$REPO/)(Sources|Plugins)/" > "$WORK/warnings.txt"; then
  sort -u "$WORK/warnings.txt" | head -20
  say "FAILED: $(sort -u "$WORK/warnings.txt" | wc -l) warnings from Tessera's files in a user's build"
  exit 1
fi
say "all four steps work as written; no warning from Tessera"
