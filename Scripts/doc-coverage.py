#!/usr/bin/env python3
"""Fails when a public symbol declared in the given modules has no documentation comment.

DocC does not warn about undocumented symbols, so CI runs this on the symbol graphs that
`swift package generate-documentation` extracts (.build/<triple>/extracted-symbols/...):

    python3 Scripts/doc-coverage.py UILibrary DesignSystem ExampleApp

Symbols the compiler synthesizes or inherits (Hashable's ==, protocol defaults from other
modules) have no source location in the module and are not counted. Exit codes: 0 every
symbol documented; 1 some are not (each printed as a warning); 2 no symbol graph found.
"""
import glob
import json
import sys


def main(modules):
    status = 0
    for module in modules:
        files = glob.glob(f".build/*/extracted-symbols/*/{module}/{module}*.symbols.json")
        if not files:
            print(f"error: no symbol graph for {module}; run `swift package generate-documentation --target {module}` first")
            return 2
        total = 0
        missing = []
        for f in files:
            for s in json.load(open(f))["symbols"]:
                if s.get("accessLevel") not in ("public", "open"):
                    continue
                uri = s.get("location", {}).get("uri", "")
                if f"/Sources/{module}/" not in uri:
                    continue
                total += 1
                if not s.get("docComment"):
                    line = s["location"]["position"]["line"] + 1
                    missing.append(f"{uri.split('/Sources/')[-1]}:{line}: warning: undocumented public symbol {'.'.join(s['pathComponents'])}")
        for m in sorted(set(missing)):
            print(m)
        print(f"{module}: {total - len(set(missing))} of {total} public symbols documented")
        if missing:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["UILibrary"]))
