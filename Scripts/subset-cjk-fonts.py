#!/usr/bin/env python3
"""Writes Fonts/NotoCJK/: Noto Sans CJK SC, TC, JP and KR, Regular and Bold, each subset to the
characters apps in that language use, so the repository stays small (Docs/Text.md lists them):

  SC  GB 2312 (6,763 hanzi, the set of simplified Chinese in everyday use)
  TC  Big5 level 1 (5,401 common traditional hanzi)
  JP  JIS X 0208 levels 1 and 2 (6,355 kanji)
  KR  KS X 1001 Hangul (2,350 syllables) and its hanja (4,888)
  all ASCII, Latin-1, general punctuation, CJK symbols and punctuation, kana, Hangul jamo,
      halfwidth and fullwidth forms, CJK compatibility forms, enclosed alphanumerics

Source: Debian's fonts-noto-cjk (NotoSansCJK-Regular.ttc and -Bold.ttc, SIL OFL 1.1).
Needs fontTools (pip install fonttools). Run from the package root: python3 Scripts/subset-cjk-fonts.py
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"
OUT = "Fonts/NotoCJK"
# Index of each region's face in Noto's collection.
REGIONS = {"JP": 0, "KR": 1, "SC": 2, "TC": 3}


def decoded(encoding, lead, trail):
    """Every character of a double-byte encoding with lead bytes in `lead`, trail bytes in `trail`."""
    out = set()
    for a in lead:
        for b in trail:
            try:
                out.update(bytes([a, b]).decode(encoding))
            except UnicodeDecodeError:
                pass
    return out


def common():
    ranges = [(0x20, 0x7E), (0xA0, 0xFF), (0x2000, 0x206F), (0x2100, 0x218F), (0x2190, 0x21FF),
              (0x2460, 0x24FF), (0x25A0, 0x25FF), (0x3000, 0x303F), (0x3040, 0x30FF), (0x3100, 0x312F),
              (0x3130, 0x318F), (0x31F0, 0x31FF), (0x3200, 0x32FF), (0x3300, 0x33FF), (0xFE30, 0xFE4F),
              (0xFF00, 0xFFEF)]
    return {chr(c) for lo, hi in ranges for c in range(lo, hi + 1)}


def characters(region):
    if region == "SC":
        han = decoded("gb2312", range(0xB0, 0xF8), range(0xA1, 0xFF))
    elif region == "TC":
        han = decoded("big5", range(0xA4, 0xC7), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
    elif region == "JP":
        han = decoded("euc_jp", range(0xB0, 0xF5), range(0xA1, 0xFF))
    else:
        han = decoded("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))  # Hangul syllables
        han |= decoded("euc_kr", range(0xCA, 0xFE), range(0xA1, 0xFF))  # hanja
    return han | common()


def main():
    os.makedirs(OUT, exist_ok=True)
    for weight in ("Regular", "Bold"):
        collection = TTCollection(SOURCE.format(weight))
        for region, index in REGIONS.items():
            font = collection.fonts[index]
            options = subset.Options()
            options.layout_features = ["*"]
            options.name_IDs = ["*"]
            options.name_languages = ["*"]
            options.notdef_outline = True
            options.drop_tables += ["DSIG"]
            subsetter = subset.Subsetter(options)
            subsetter.populate(unicodes=[ord(c) for c in characters(region)])
            subsetter.subset(font)
            path = f"{OUT}/NotoSansCJK{region}-{weight}.otf"
            font.save(path)
            print(f"{path}: {os.path.getsize(path) // 1024} KiB")
        # The collection's faces share tables: load it again for the next weight only.


if __name__ == "__main__":
    sys.exit(main())
