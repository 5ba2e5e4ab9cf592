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
# Nothing changed since the last run: SwiftPM resolves nothing again.
if grep -E "^(Updating|Computing version|Fetching) " "$WORK/step.log"; then
  say "FAILED: a run where nothing changed printed dependency resolution lines"
  exit 1
fi
# The first run records the references (and fails, asking to look at them); the second checks.
say "TESSERA_RECORD=missing swift test (records)"
TESSERA_RECORD=missing swift test > "$WORK/step.log" 2>&1 || true
cat "$WORK/step.log" >> "$log"
test -n "$(find Snapshots -name '*.png' 2>/dev/null | head -1)" || { cat "$WORK/step.log"; say "no reference was recorded"; exit 1; }
run swift test

# An app's files as they are on iOS: `import Combine`, `import CoreGraphics`, `import UIKit` and
# `import UniformTypeIdentifiers` next to `import SwiftUI`, an `App` whose scene is a
# `DocumentGroup`; its editor is a preview.
cat > Sources/MyComponents/Notes.swift <<'SWIFT'
import Combine
import CoreGraphics
import SwiftUI
import UIKit
import UniformTypeIdentifiers

final class NotesModel: ObservableObject {
  @Published var count = 1
}

struct NoteDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  static let flip = CGAffineTransform(scaleX: -1, y: 1)
  static let drift = CGVector(dx: 0, dy: 1)
  static let ink = UIColor.systemIndigo
  static let isPhone = UIDevice.current.userInterfaceIdiom == .phone
  var text = "A new note"
  init() {}
  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
    text = String(decoding: data, as: UTF8.self)
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

struct NotesApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: NoteDocument()) { file in
      TextEditor(text: file.$document.text)
    }
  }
}
SWIFT
run swift package --allow-writing-to-package-directory previews list
grep -q "^MyComponents/App/NotesApp" "$WORK/step.log" || { cat "$WORK/step.log"; say "previews list does not name the document app MyComponents/App/NotesApp"; exit 1; }
rm Sources/MyComponents/Notes.swift

# Previews that trap, recurse for ever, sleep for ever and allocate without bound, through the
# plugin: each is named, the others render, and neither the runner nor SwiftPM dies.
mkdir -p Sources/MyComponents
cat > Sources/MyComponents/Misbehaving.swift <<'SWIFT'
import Foundation
import TesseraUI

struct Misbehaving: View {
  let how: String
  var body: some View {
    if ProcessInfo.processInfo.environment["NEWCOMER_MISBEHAVE"] != nil {
      switch how {
      case "trap": let none: [Int] = []; Text("\(none[1])")
      case "recurse": Text("\(Misbehaving.deeper(0))")
      case "hang": Text("\(Misbehaving.forever())")
      default: Text("\(Misbehaving.hog())")
      }
    } else {
      Text(how)
    }
  }
  static func deeper(_ n: Int) -> Int { n < 0 ? 0 : deeper(n + 1) + 1 }
  static func forever() -> Int { while true { sleep(1) } }
  nonisolated(unsafe) static var kept: [[UInt8]] = []
  static func hog() -> Int { while true { kept.append([UInt8](repeating: 1, count: 16 << 20)) } }
}

#Preview("Trap", traits: .sizeThatFitsLayout) { Misbehaving(how: "trap") }
#Preview("Recurse", traits: .sizeThatFitsLayout) { Misbehaving(how: "recurse") }
#Preview("Hang", traits: .sizeThatFitsLayout) { Misbehaving(how: "hang") }
#Preview("Hog", traits: .sizeThatFitsLayout) { Misbehaving(how: "hog") }
SWIFT
say "swift package previews with previews that crash, hang and exhaust memory"
status=0
NEWCOMER_MISBEHAVE=1 SWIFT_BACKTRACE=enable=no swift package --allow-writing-to-package-directory \
  previews --color-scheme light --timeout 3 --worker-memory 300 > "$WORK/step.log" 2>&1 || status=$?
# SwiftPM forwards the plugin's output and prints the plugin's own error line through two pipes,
# so that line can land in the middle of one of ours: it is taken out before looking.
perl -0pe 's/error: tessera previews [^\n]*exited with code \d+ \([^\n]*\)\n//g' "$WORK/step.log" \
  > "$WORK/step.clean.log"
for what in "Trap@2x.png: crashed" "Recurse@2x.png: crashed: SIGSEGV" "Hang@2x.png: hung" "Hog@2x.png: ran out of memory"; do
  grep -q "failed: MyComponents/Misbehaving/$what" "$WORK/step.clean.log" || { cat "$WORK/step.log"; say "not named: $what"; exit 1; }
done
test -s Output/previews/MyComponents/Greeting/Short@2x.png || { say "the other previews were not rendered"; exit 1; }
[ "$status" = 1 ] || { cat "$WORK/step.log"; say "expected exit code 1, got $status"; exit 1; }
rm Sources/MyComponents/Misbehaving.swift

# An agent's view: `swift package previews mcp` driven by an MCP client (the Python `mcp` package),
# with an edit of the view between two renders (rebuilt, rendered, the build error of a bad edit
# returned as text).
if python3 -c "import mcp" 2>/dev/null || [ -n "${CI:-}" ]; then
  say "swift package previews mcp, with an MCP client and an edit between two renders"
  # A control to act on, as an app's view would have.
  cat > Sources/MyComponents/Switches.swift <<'SWIFT'
import SwiftUI

struct Switches: View {
  @State private var wifi = false
  var body: some View {
    Toggle("Wi-Fi", isOn: $wifi).padding()
  }
}

#Preview("Switches", traits: .sizeThatFitsLayout) { Switches() }
SWIFT
  if ! python3 "$REPO/Scripts/mcp-check.py" package --cwd "$PWD" --preview MyComponents/Greeting/Short \
    --edit Sources/MyComponents/Greeting.swift --old 'Text("Hello, ' --new 'Text("Welcome, ' \
    --new-text "Welcome, Ada!" --toggle "MyComponents/Switches/Switches:Wi-Fi" \
    -- swift package --allow-writing-to-package-directory previews mcp > "$WORK/step.log" 2>&1; then
    cat "$WORK/step.log"
    say "FAILED: swift package previews mcp"
    exit 1
  fi
  grep "^mcp-check:" "$WORK/step.log"
  rm Sources/MyComponents/Switches.swift
else
  say "skipped the MCP check: pip install mcp to run it"
fi

# No warning from Tessera's own files in the user's build.
if grep -E "warning:" "$log" | grep -E "(/tessera/|$REPO/)(Sources|Plugins)/" > "$WORK/warnings.txt"; then
  sort -u "$WORK/warnings.txt" | head -20
  say "FAILED: $(sort -u "$WORK/warnings.txt" | wc -l) warnings from Tessera's files in a user's build"
  exit 1
fi
say "all four steps work as written; no warning from Tessera"
