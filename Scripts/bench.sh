#!/usr/bin/env bash
# Runs Tessera's benchmark suite and the peer renderers in one go, on one machine, and prints
# Tessera's figures with its targets' ratios against the peers (Docs/Performance.md).
#
#   bash Scripts/bench.sh [PEERBENCH_COPY] [PEERS...]
#
# PEERBENCH_COPY (default: $TMPDIR/tessera-peerbench) is a writable copy of ../shared/peerbench;
# it is made, with its Python virtualenv, on the first run. PEERS default to
# "skia cairo blend2d chromium" (any of run_all.sh's). Takes about 10 minutes.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
copy="${1:-${TMPDIR:-/tmp}/tessera-peerbench}"
shift || true
peers=("$@")
[ ${#peers[@]} -eq 0 ] && peers=(skia cairo blend2d chromium)
source="$root/../shared/peerbench"

if [ ! -f "$copy/run_all.sh" ]; then
  [ -d "$source" ] || { echo "no peerbench at $source" >&2; exit 2; }
  mkdir -p "$copy"
  cp -r "$source/." "$copy/"
  chmod -R u+w "$copy"
fi
if [ ! -x "$copy/.venv/bin/python" ]; then
  (cd "$copy" && python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt)
fi

echo "== build (release)"
swift build -c release --package-path "$root" --product tessera-bench 2>&1 | tail -1
bench="$root/.build/release/tessera-bench"

echo "== peers: ${peers[*]}, with Tessera's peerbench mode in the same run"
(cd "$copy" && EXTRA_BENCH="$bench --peerbench $copy" ./run_all.sh "${peers[@]}") 2>&1 | grep -E "^===|wrote|FAILED" || true

echo "== Tessera suite"
"$bench" --suite --peers "$copy/results.json"

tessera="$root/.build/release/tessera"
swift build -c release --package-path "$root" --product tessera 2>&1 | tail -1
work="$(mktemp -d)"

echo "== tessera previews, first run (empty folder, default jobs), five runs"
times=()
for i in 1 2 3 4 5; do
  rm -rf "$work/p"
  start=$(date +%s.%N)
  "$tessera" previews -o "$work/p" >/dev/null
  end=$(date +%s.%N)
  times+=("$(echo "$end - $start" | bc)")
done
echo "  wall-clock seconds: ${times[*]}"
# Per image, against persistent Chromium's screenshot time at each image's size (the model of
# its two measured scenes: a + b * pixels), from the same run's results.json.
"$copy/.venv/bin/python" - "$copy/results.json" "$work/p/manifest.json" "${times[@]}" <<'PY'
import json, statistics, sys
results, manifest, times = sys.argv[1], sys.argv[2], [float(t) for t in sys.argv[3:]]
scenes = json.load(open(results))["peers"]["chromium"]["scenes"]
c1 = scenes["product-card"]["screenshot_only"]["median_ms"]
c2 = scenes["page"]["screenshot_only"]["median_ms"]
b = (c2 - c1) / (1170 * 2532 - 800 * 560)
a = c1 - b * 800 * 560
images = json.load(open(manifest))["images"]
chromium = statistics.mean(a + b * i["width"] * i["height"] for i in images)
ours = statistics.median(times) * 1000 / len(images)
print(f"  {len(images)} images: median {statistics.median(times):.3f} s, {ours:.2f} ms per image; "
      f"Chromium {chromium:.1f} ms per image ({a:.1f} ms + {b * 1e6:.1f} ms/Mpx): {chromium / ours:.1f}x "
      f"(target >= 20x: {'met' if chromium / ours >= 20 else 'NOT MET'})")
PY

echo "== folder diff (tessera diff, the whole catalog, one job)"
"$tessera" previews -o "$work/a" --jobs 1 | tail -1
cp -r "$work/a" "$work/b"
for kind in unchanged changed; do
  if [ $kind = changed ]; then
    # Every image of the dark theme replaced by its light twin: same sizes, other pixels.
    find "$work/b" -name '*.dark.*.png' | while read -r f; do cp "${f/.dark./.light.}" "$f"; done
  fi
  start=$(date +%s.%N)
  "$tessera" diff "$work/a" "$work/b" --report "$work/report-$kind" --jobs 1 >/dev/null || true
  end=$(date +%s.%N)
  echo "  diff of $(find "$work/a" -name '*.png' | wc -l) pairs, $kind: $(echo "$end - $start" | bc) s"
done
rm -rf "$work"
echo "peerbench table: $copy/results.md"
