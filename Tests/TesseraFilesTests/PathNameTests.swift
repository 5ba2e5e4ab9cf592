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

@Suite struct SHA256Tests {
  /// FIPS 180-4's examples and the empty message.
  @Test func knownDigests() {
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    // 55, 56 and 64 bytes: the padding's edge cases.
    #expect(SHA256.hex(Array(repeating: 0, count: 55)).count == 64)
    #expect(SHA256.hex(Array(repeating: 0, count: 56)) != SHA256.hex(Array(repeating: 0, count: 55)))
    #expect(
      SHA256.hex(Array(repeating: 0, count: 64))
        == "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b")
  }
}

@Suite struct ReferenceAlternatesTests {
  @Test func namesRoundTrip() {
    #expect(ReferenceAlternates.path(of: "a/b.dark@2x.png", number: 2) == "a/b.dark@2x~alt2.png")
    #expect(ReferenceAlternates.path(of: "b.png", number: 1) == "b~alt1.png")
    #expect(ReferenceAlternates.path(of: "b.png", number: 0) == nil)
    #expect(ReferenceAlternates.path(of: "b.png", number: 100) == nil)
    #expect(ReferenceAlternates.primary(of: "a/b.dark@2x~alt2.png") ?? ("", 0) == ("a/b.dark@2x.png", 2))
    #expect(ReferenceAlternates.primary(of: "x~alt99.a11y") ?? ("", 0) == ("x.a11y", 99))
    for name in [
      "b.png", "b~alt.png", "b~alt0.png", "b~alt01.png", "b~alt100.png", "~alt1.png", "b~altx.png",
      "a~alt1/b.png",
    ] {
      #expect(ReferenceAlternates.primary(of: name) == nil, "\(name)")
    }
    // `~` is never in a sanitized name, so an alternate's name is never a snapshot's own.
    #expect(!PathName.component("b~alt1").contains("~"))
  }

  /// A preview name of any length keeps its variant's suffix inside the limit, so the variants of
  /// a long name never share a file (a run used to fail on them as a whole).
  @Test func longNamesKeepTheirVariantSuffix() {
    for length in [100, 111, 119, 120, 121, 500, 10_000] {
      let name = String(repeating: "n", count: length)
      let light = PathName.component(name, keepingSuffix: "@2x.png")
      let dark = PathName.component(name, keepingSuffix: ".dark.accessibility3.rtl@2x.png")
      let other = PathName.component(name, keepingSuffix: ".dark.accessibility3.ltr@2x.png")
      for c in [light, dark, other] {
        #expect(c.utf8.count <= PathName.maximumLength)
        #expect(PathName.isSafeComponent(c), "\(c)")
      }
      #expect(Set([light, dark, other]).count == 3, "\(length)")
      #expect(dark.hasSuffix(".dark.accessibility3.rtl@2x.png"))
      // Unchanged wherever the whole fits.
      if length + 31 <= PathName.maximumLength {
        #expect(dark == PathName.component(name + ".dark.accessibility3.rtl@2x.png"))
      }
    }
  }
}
