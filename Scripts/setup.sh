#!/usr/bin/env bash
# Installs what Tessera needs to build and test, and says what is missing where it cannot.
#   Debian/Ubuntu: installs the C libraries with apt-get (as root, or through sudo).
#   macOS: prints the Homebrew command to run.
#   --with-browser: also installs Chromium for the HTML report tests (always on CI).
# Safe to run again: it installs only what is missing. Exit code 0 when everything is there.
set -euo pipefail

DEBIAN_PACKAGES=(pkg-config zlib1g-dev libpng-dev libfreetype-dev libharfbuzz-dev libicu-dev libfribidi-dev unicode-data)
# --with-browser (and CI): also Chromium, which the report tests open headless.
if [ "${1:-}" = "--with-browser" ] || [ -n "${CI:-}" ]; then DEBIAN_PACKAGES+=(chromium); fi
BREW_PACKAGES=(pkg-config libpng freetype harfbuzz icu4c fribidi)
PKGCONFIG_MODULES=(zlib libpng freetype2 harfbuzz icu-uc fribidi)
# Line breaks and grapheme clusters come from ICU, bidi levels from GNU FriBidi (Docs/Text.md):
# the references were made with ICU 72 (Unicode 15.0, Debian 12) and FriBidi 1.0; another major
# version may break some lines differently.
ICU_MAJOR=72
FRIBIDI_MINOR=1.0

say() { printf 'setup: %s\n' "$*"; }

if ! command -v swift >/dev/null 2>&1; then
  say "the Swift toolchain (6.0 or newer) is not on PATH; install it from swift.org first"
  exit 1
fi

case "$(uname -s)" in
  Linux)
    if command -v dpkg-query >/dev/null 2>&1; then
      missing=()
      for p in "${DEBIAN_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
      done
      if ((${#missing[@]})); then
        say "installing ${missing[*]}"
        SUDO=""
        if [ "$(id -u)" != 0 ]; then
          if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
            say "not root and no sudo: run as root: apt-get install -y ${missing[*]}"
            exit 1
          fi
        fi
        export DEBIAN_FRONTEND=noninteractive
        $SUDO apt-get update -qq
        $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
      fi
    else
      say "not a Debian-based system: install the development files of ${PKGCONFIG_MODULES[*]} and pkg-config"
    fi
    ;;
  Darwin)
    if ! command -v brew >/dev/null 2>&1; then
      say "install Homebrew, then run: brew install ${BREW_PACKAGES[*]}"
      exit 1
    fi
    missing=()
    for p in "${BREW_PACKAGES[@]}"; do brew list --versions "$p" >/dev/null 2>&1 || missing+=("$p"); done
    if ((${#missing[@]})); then
      say "missing Homebrew packages; run: brew install ${missing[*]}"
      exit 1
    fi
    ;;
  *)
    say "unsupported system $(uname -s): install ${PKGCONFIG_MODULES[*]} and pkg-config by hand"
    ;;
esac

# Homebrew's ICU is keg-only: its pkg-config files are not on the default path.
if [ "$(uname -s)" = Darwin ] && command -v brew >/dev/null 2>&1; then
  export PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
  say "Homebrew's ICU is keg-only: export PKG_CONFIG_PATH=\"$(brew --prefix icu4c)/lib/pkgconfig\" before swift build"
fi

for m in "${PKGCONFIG_MODULES[@]}"; do
  if ! pkg-config --exists "$m"; then
    say "pkg-config cannot find $m; its development files are missing"
    exit 1
  fi
done
icu="$(pkg-config --modversion icu-uc)"
if [ "${icu%%.*}" != "$ICU_MAJOR" ]; then
  say "warning: ICU $icu, not $ICU_MAJOR.x: text may break into lines differently from the committed references (Docs/Determinism.md)"
fi
fribidi="$(pkg-config --modversion fribidi)"
case "$fribidi" in
  "$FRIBIDI_MINOR".*) ;;
  *) say "warning: FriBidi $fribidi, not $FRIBIDI_MINOR.x: bidi levels may differ from the committed references (Docs/Determinism.md)" ;;
esac
say "ready: swift $(swift --version 2>/dev/null | head -1 | sed 's/.*version \([0-9.]*\).*/\1/'), $(for m in "${PKGCONFIG_MODULES[@]}"; do printf '%s %s  ' "$m" "$(pkg-config --modversion "$m")"; done)"
