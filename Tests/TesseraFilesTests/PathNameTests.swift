import Testing

@testable import TesseraFiles

@Suite struct PathNameTests {
  @Test func keepsOrdinaryNamesAsTheyAre() {
    for name in ["PrimaryButton", "enabled", "empty.phone", "brand-A_2", "a@2x", "light"] {
      #expect(PathName.component(name) == name)
      #expect(PathName.isSafeComponent(name))
    }
  }

  @Test func noNameLeavesItsFolder() {
    let cases: [(String, String)] = [
      ("/../../../../../../../tmp/PWNED", "_______________tmp_PWNED"),
      ("..", "_"),
      (".", "_"),
      ("...", "_."),
      (".hidden", "_hidden"),
      ("a/b", "a_b"),
      ("a\\b", "a_b"),
      ("nul\u{0}cut", "nul_cut"),
      ("line\nbreak", "line_break"),
      ("esc\u{1B}[31m", "esc__31m"),
      ("a#b?c%d", "a_b_c_d"),
      ("Café", "Caf_"),
      ("", "_"),
    ]
    for (name, expected) in cases {
      let c = PathName.component(name)
      #expect(c == expected, "\(name.debugDescription)")
      #expect(!c.contains("/") && c != "." && c != ".." && !c.hasPrefix("."))
      #expect(PathName.isSafeComponent(c))
    }
  }

  @Test func longNamesStayBoundedDistinctAndStable() {
    let a = String(repeating: "x", count: 500) + "a"
    let b = String(repeating: "x", count: 500) + "b"
    #expect(PathName.component(a).utf8.count == PathName.maximumLength)
    #expect(PathName.component(a) != PathName.component(b))
    #expect(PathName.component(a) == PathName.component(a))
    #expect(PathName.component(a).hasSuffix("-" + String(PathName.fnv1a32(Array(a.utf8)), radix: 16)))
  }

  @Test func relativePathsReadFromFilesMustStayInside() {
    #expect(PathName.isSafeRelativePath("images/00001-baseline.png"))
    for bad in [
      "../../etc/passwd", "/etc/passwd", "images//a.png", "images/../x.png", "", "a/./b", "a\u{0}b",
    ] {
      #expect(!PathName.isSafeRelativePath(bad), "\(bad.debugDescription)")
    }
  }

  @Test func collisionsAreFoundIncludingLetterCase() {
    let clashes = PathName.collisions([
      ("theme light (built-in)", "A/x.light.png"), ("theme light (tokens)", "A/x.light.png"),
      ("theme Dark", "A/x.Dark.png"), ("theme dark", "A/x.dark.png"), ("other", "A/y.png"),
    ])
    #expect(clashes == [["theme light (built-in)", "theme light (tokens)"], ["theme Dark", "theme dark"]])
    #expect(PathName.collisions([("a", "a.png"), ("b", "b.png")]).isEmpty)
  }
}
