#!/usr/bin/env bash
# Fuzzes Tessera's input parsers with libFuzzer and AddressSanitizer.
#
#   bash Scripts/fuzz.sh [png|tokens|text|all] [SECONDS]     (default: all 60)
#
# Targets (Fuzz/): png = PNG.decode and the stored pixel digest on arbitrary bytes; tokens = the
# W3C design-tokens loader on arbitrary JSON; text = paragraph layout and drawing of random
# Unicode at random widths and styles. Each runs for SECONDS from the seed corpus in
# Fuzz/Corpus/<target> (new inputs it finds go to .build-fuzz/corpus/<target>, not the repo).
# A crash stops the run, leaves the input in .build-fuzz/crashes/ and exits 1: copy it to
# Fuzz/Regressions/<target>/ so the replay test (FuzzReplayTests) keeps it fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

which="${1:-all}"
seconds="${2:-60}"
case "$which" in png | tokens | text) targets=("$which") ;; all) targets=(png tokens text) ;; *)
  echo "usage: bash Scripts/fuzz.sh [png|tokens|text|all] [SECONDS]" >&2
  exit 2
  ;;
esac

product() {
  case "$1" in png) echo FuzzPNGDecoder ;; tokens) echo FuzzDesignTokens ;; text) echo FuzzTextLayout ;; esac
}

flags=(-c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
  -Xcc -fsanitize=fuzzer-no-link,address)
mkdir -p .build-fuzz/crashes
for t in "${targets[@]}"; do
  p="$(product "$t")"
  echo "== fuzz $t ($p), ${seconds}s"
  swift build "${flags[@]}" --product "$p" 2>&1 | grep -E "error|warning: |Compiling|Build" | tail -2
  mkdir -p ".build-fuzz/corpus/$t"
  options=(-max_total_time="$seconds" -rss_limit_mb=3072 -timeout=20 -print_final_stats=1
    -artifact_prefix=".build-fuzz/crashes/$t-")
  [ -f "Fuzz/$t.dict" ] && options+=(-dict="Fuzz/$t.dict")
  [ "$t" = text ] && options+=(-max_len=2052)
  # The fuzzer's own exit status decides (a pipe into grep would hide it): a crash, or a leak per
  # input or at exit, fails the run. Its output is kept in .build-fuzz/<target>.log and summarized.
  log=".build-fuzz/$t.log"
  status=0
  ".build-fuzz/release/$p" "${options[@]}" ".build-fuzz/corpus/$t" "Fuzz/Corpus/$t" >"$log" 2>&1 || status=$?
  grep -E "^#[0-9]+ *DONE|stat::number_of_executed_units|stat::peak_rss_mb|ERROR|SUMMARY|Test unit written|Done [0-9]+ runs" "$log" || true
  if [ "$status" -ne 0 ]; then
    echo "fuzz $t: crashed (exit $status); the input is in .build-fuzz/crashes/" >&2
    exit 1
  fi
done
