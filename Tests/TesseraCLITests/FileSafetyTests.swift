import Foundation
import TesseraPNG
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command as a hostile or careless user meets it, end to end through the built `tessera`:
/// nothing lost, nothing written outside the folder asked for, no false pass (Docs/Robustness.md).
@Suite struct FileSafetyTests {
  let cli = TesseraCommandTests()
  let fm = FileManager.default

  /// Every file under `folder` (links not followed) with its bytes.
  func contents(_ folder: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    for case let path as String in fm.enumerator(atPath: folder.path)?.allObjects ?? [] {
      let url = folder.appendingPathComponent(path)
      if let data = try? Data(contentsOf: url),
        (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
      {
        out[path] = data
      }
    }
    return out
  }

  /// Renders the previews matching `filter` into `folder` in the standard theme, light (or dark).
  func record(_ folder: URL, filter: String = "*/ErrorBadge+Preview/*", scheme: String = "light") throws {
    let result = try cli.run(
      [
        "previews", "-o", folder.path, "--filter", filter, "--color-scheme", scheme, "--dimension",
        "theme=standard",
      ])
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// Runs `tessera` and sends it `signal` after 0.4 s; returns its exit status.
  func interrupt(_ arguments: [String], with signal: Int32) throws -> Int32 {
    let tessera: URL = try #require(TesseraCommandTests.executable)
    let process = Process()
    process.executableURL = tessera
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 0.4)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return process.terminationStatus
  }

  // MARK: Data loss

  @Test func verifyNeverWritesIntoOrOverItsReferences() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let refs = root.appendingPathComponent("refs")
    try record(refs)
    // A deliberately wrong reference.
    let reference = refs.appendingPathComponent("UILibrary/ErrorBadge_Preview/message@2x.png")
    try fm.removeItem(at: reference)
    #expect(
      try cli.run(["render", "UILibrary/PrimaryButton+Preview/enabled", "-o", reference.path]).status == 0)
    let before = contents(root)
    let common = [
      "verify", "--snapshots", refs.path, "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light",
      "--dimension", "theme=standard",
    ]
    for (output, words) in [
      (refs.path, "is the same folder as --snapshots"), (root.path, "contains --snapshots"),
      (refs.appendingPathComponent("UILibrary/ErrorBadge_Preview").path, "lies inside --snapshots"),
    ] {
      let result = try cli.run(common + ["-o", output, "--report", root.appendingPathComponent("rep").path])
      #expect(result.status == 2, "\(output): \(result.stderr)")
      #expect(result.stderr.contains(words), "\(result.stderr)")
    }
    let reportInside = try cli.run(
      common + [
        "-o", root.appendingPathComponent("out").path, "--report", refs.appendingPathComponent("r").path,
      ])
    #expect(reportInside.status == 2 && reportInside.stderr.contains("--report"), "\(reportInside.stderr)")
    #expect(contents(root) == before)
    // And the wrong reference still fails.
    let result = try cli.run(
      common + [
        "-o", root.appendingPathComponent("out").path, "--report", root.appendingPathComponent("rep").path,
      ])
    #expect(result.status == 1, "\(result.stderr)")
  }

  @Test func outputFoldersHoldingOtherFilesAreRefusedAndKept() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    try record(a)
    try record(b)
    // A folder of the user's, as a report, render or docs output.
    let mine = root.appendingPathComponent("mine")
    try fm.createDirectory(at: mine.appendingPathComponent("images"), withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: mine.appendingPathComponent("index.html"))
    try Data("keep".utf8).write(to: mine.appendingPathComponent("images/photo.PNG"))
    let before = contents(mine)
    for arguments in [
      ["diff", a.path, b.path, "--report", mine.path],
      ["previews", "-o", mine.path, "--filter", "*/ErrorBadge+Preview/*"],
      ["docs", "-o", mine.path, "--pages-output", root.appendingPathComponent("pages").path],
    ] {
      let result = try cli.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("Tessera did not write"), "\(result.stderr)")
    }
    #expect(contents(mine) == before)
    // A report folder Tessera wrote is reused: only its own files are replaced.
    let report = root.appendingPathComponent("report")
    #expect(try cli.run(["diff", a.path, b.path, "--report", report.path]).status == 0)
    #expect(try cli.run(["diff", a.path, b.path, "--report", report.path]).status == 0)
    #expect(fm.fileExists(atPath: report.appendingPathComponent(".tessera-owned.json").path))
  }

  @Test func reportMergeNeverReadsOutsideItsReportsNorOverwritesThem() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    // Twelve images apart: each shard's report holds some.
    try record(a, filter: "*Button*")
    try record(b, filter: "*Button*", scheme: "dark")
    var reports: [String] = []
    for i in 1...2 {
      let r = root.appendingPathComponent("r\(i)").path
      _ = try cli.run(["diff", a.path, b.path, "--report", r, "--shard", "\(i)/2"])
      reports.append(r)
    }
    let before = contents(root.appendingPathComponent("r1"))
    let same = try cli.run(["report", "merge"] + reports + ["-o", reports[0]])
    #expect(same.status == 2 && same.stderr.contains("same folder"), "\(same.stderr)")
    #expect(contents(root.appendingPathComponent("r1")) == before)
    // A results.json that names a file outside its report.
    let secret = root.appendingPathComponent("secret.txt")
    try Data("secret".utf8).write(to: secret)
    let results = URL(fileURLWithPath: reports[1]).appendingPathComponent("results.json")
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
    var entries = try #require(json["entries"] as? [[String: Any]])
    entries[0]["baselineImage"] = "../secret.txt"
    json["entries"] = entries
    try JSONSerialization.data(withJSONObject: json).write(to: results)
    let merged = root.appendingPathComponent("merged")
    let evil = try cli.run(["report", "merge"] + reports + ["-o", merged.path])
    #expect(evil.status == 2)
    #expect(evil.stderr.contains("not a file inside that report"), "\(evil.stderr)")
    #expect(!contents(merged).values.contains(Data("secret".utf8)))
  }

  @Test func linksInsideAnOutputFolderAreNeverWrittenThrough() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    try record(out)
    let elsewhere = root.appendingPathComponent("elsewhere")
    try fm.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try fm.removeItem(at: out.appendingPathComponent("UILibrary/ErrorBadge_Preview"))
    try fm.createSymbolicLink(
      at: out.appendingPathComponent("UILibrary/ErrorBadge_Preview"), withDestinationURL: elsewhere)
    let result = try cli.run([
      "previews", "-o", out.path, "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light",
      "--dimension", "theme=standard",
    ])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(try fm.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  @Test func addDigestsLeavesFilesItCannotRewriteExactly() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let deep = RawPNG.rgba16(width: 2, height: 1, samples: [1, 2, 3, 65535, 4, 5, 6, 65535])
    try Data(deep).write(to: root.appendingPathComponent("deep.png"))
    let plain = RawPNG.rgba16(width: 1, height: 1, samples: [65535, 0, 0, 65535])
    let gamma = RawPNG.inserting("gAMA", RawPNG.be32(45455), into: plain)
    let text = RawPNG.inserting("tEXt", Array("Author\u{0}me".utf8), into: plain)
    try Data(gamma).write(to: root.appendingPathComponent("gamma.png"))
    try Data(text).write(to: root.appendingPathComponent("text.png"))
    let before = contents(root)
    let result = try cli.run(["add-digests", root.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(contents(root) == before)
    #expect(result.stdout.contains("left as it is"), "\(result.stdout)")
  }

  // MARK: Names into paths

  @Test func themeNamesFromTokensFilesStayInsideTheOutput() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let tokens = TesseraCommandTests.packageRoot.appendingPathComponent("DesignTokens/brandC.tokens.json")
    func tokensNamed(_ name: String) throws -> String {
      var json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: tokens)) as? [String: Any])
      json["theme"] = ["name": ["$value": name]]
      let url = root.appendingPathComponent("t\(abs(name.hashValue)).tokens.json")
      try JSONSerialization.data(withJSONObject: json).write(to: url)
      return url.path
    }
    let out = root.appendingPathComponent("out")
    let escape = "/../../../../../../../\(root.lastPathComponent)/PWNED"
    let result = try cli.run([
      "previews", "-o", out.path, "--filter", "*/ErrorBadge+Preview/*", "--dimension",
      "theme=\(try tokensNamed(escape))", "--dimension", "theme=\(try tokensNamed("a#b?c%d"))",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!contents(root).keys.contains { $0.contains("PWNED") && !$0.hasPrefix("out/") })
    let files = contents(out).keys.filter { $0.hasSuffix(".png") }
    #expect(files.count == 2)
    #expect(
      files.allSatisfy {
        $0.hasPrefix("UILibrary/ErrorBadge_Preview/") && $0.split(separator: "/").count == 3
      })
    let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(manifest.contains("a#b?c%d"))  // the original name is kept
    // Two themes that would share a file are refused before anything is written.
    let twin = try cli.run([
      "previews", "-o", root.appendingPathComponent("twin").path, "--filter", "*/ErrorBadge+Preview/*",
      "--dimension", "theme=brandA", "--dimension", "theme=\(try tokensNamed("brandA"))",
    ])
    #expect(twin.status == 2)
    #expect(twin.stderr.contains("would be written to the same file"), "\(twin.stderr)")
    #expect(!fm.fileExists(atPath: root.appendingPathComponent("twin/UILibrary").path))
  }

  @Test func hostileFileNamesArePrintedEscaped() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    try fm.createDirectory(at: a, withIntermediateDirectories: true)
    try fm.createDirectory(at: b, withIntermediateDirectories: true)
    let name = "x\u{1B}]52;c;cHduZWQ=\u{07}\n::error file=a::pwned `|*.png"
    try Data("not a png".utf8).write(to: a.appendingPathComponent(name))
    try Data("not a png".utf8).write(to: b.appendingPathComponent(name))
    let md = root.appendingPathComponent("summary.md")
    let junit = root.appendingPathComponent("junit.xml")
    let result = try cli.run([
      "diff", a.path, b.path, "--report", root.appendingPathComponent("r").path, "--markdown", md.path,
      "--junit",
      junit.path,
    ])
    #expect(result.status == 2)
    for output in [result.stdout, result.stderr] {
      #expect(!output.contains("\u{1B}") && !output.contains("\u{07}"))
      #expect(!output.split(separator: "\n").contains { $0.hasPrefix("::") })
    }
    #expect(result.stderr.contains("\\u{1B}]52"), "\(result.stderr)")
    let markdown = try String(contentsOf: md, encoding: .utf8)
    #expect(
      markdown.contains("``x\\u{1B}]52;c;cHduZWQ=\\u{7}\\n::error file=a::pwned `\\|*.png``"), "\(markdown)")
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains("\\u{7}&#10;::error"), "\(xml)")
  }

  // MARK: No false pass

  @Test func everyFileIsAccountedForByItsBytes() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    try record(a)
    let png = try Data(contentsOf: a.appendingPathComponent("UILibrary/ErrorBadge_Preview/message@2x.png"))
    let b = root.appendingPathComponent("b")
    try fm.createDirectory(at: b, withIntermediateDirectories: true)
    // A top-level link is followed: the same images, unchanged.
    let link = root.appendingPathComponent("link")
    try fm.createSymbolicLink(at: link, withDestinationURL: a)
    #expect(
      try cli.run(["diff", link.path, a.path, "--report", root.appendingPathComponent("r0").path]).status == 0
    )
    // café in NFC and in NFD are two files; a name that is not UTF-8 is compared too.
    let nfc = b.appendingPathComponent("caf\u{E9}.png")
    let nfd = b.appendingPathComponent("cafe\u{301}.png")
    try png.write(to: nfc)
    try png.write(to: nfd)
    let c = root.appendingPathComponent("c")
    try fm.createDirectory(at: c, withIntermediateDirectories: true)
    try png.write(to: c.appendingPathComponent("caf\u{E9}.png"))
    let raw = Array(c.path.utf8) + Array("/bad\u{FF}".utf8).prefix(4) + [0xFF, 0x2E, 0x70, 0x6E, 0x67, 0]
    let fd = raw.withUnsafeBufferPointer { p in
      p.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    #expect(fd >= 0)
    png.withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
    close(fd)
    let json = root.appendingPathComponent("r.json")
    let result = try cli.run([
      "diff", c.path, b.path, "--report", root.appendingPathComponent("r1").path, "--json", json.path,
    ])
    #expect(result.status == 1, "\(result.stderr)")
    let counts = try #require(
      (try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])?["counts"]
        as? [String: Int])
    #expect(counts["unchanged"] == 1 && counts["added"] == 1 && counts["removed"] == 1, "\(counts)")
    #expect(result.stdout.contains("3 images"))
    // Two identical empty or corrupt files are errors, not "unchanged".
    for name in ["empty.png", "lfs.png"] {
      let d = root.appendingPathComponent("pair-\(name)")
      for side in ["x", "y"] {
        try fm.createDirectory(at: d.appendingPathComponent(side), withIntermediateDirectories: true)
        try Data(name == "lfs.png" ? "version https://git-lfs.github.com/spec/v1\n".utf8 : "".utf8).write(
          to: d.appendingPathComponent("\(side)/\(name)"))
      }
      let r = try cli.run([
        "diff", d.appendingPathComponent("x").path, d.appendingPathComponent("y").path, "--report",
        d.appendingPathComponent("r").path,
      ])
      #expect(r.status == 2, "\(name): \(r.stdout)")
    }
    // Nothing compared is an error unless asked for.
    let e1 = root.appendingPathComponent("e1")
    let e2 = root.appendingPathComponent("e2")
    try fm.createDirectory(at: e1, withIntermediateDirectories: true)
    try fm.createDirectory(at: e2, withIntermediateDirectories: true)
    #expect(
      try cli.run(["diff", e1.path, e2.path, "--report", root.appendingPathComponent("r2").path]).status == 2)
    #expect(
      try cli.run([
        "diff", e1.path, e2.path, "--report", root.appendingPathComponent("r3").path, "--allow-empty",
      ])
      .status == 0)
    // A file that is not a PNG is an error, on either side.
    try Data("notes".utf8).write(to: b.appendingPathComponent("notes.txt"))
    let notes = try cli.run(["diff", c.path, b.path, "--report", root.appendingPathComponent("r4").path])
    #expect(notes.status == 2 && notes.stderr.contains("notes.txt: not a PNG image"), "\(notes.stderr)")
  }

  @Test func aStoredDigestOfOtherPixelsDoesNotPass() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    try record(a)
    let file = a.appendingPathComponent("UILibrary/ErrorBadge_Preview/message@2x.png")
    let honest = try PNG.read(contentsOf: file.path)
    let other = try PNG.read(contentsOf: try record2(root))
    // b holds other pixels but claims the honest image's digest.
    let b = root.appendingPathComponent("b/ErrorBadge")
    try fm.createDirectory(at: b, withIntermediateDirectories: true)
    let lying = try PNG.encode(other, knownDigest: PixelDigest(honest))
    #expect(PixelDigest(storedIn: lying) == PixelDigest(honest))
    try Data(lying).write(to: b.appendingPathComponent("message@2x.png"))
    let result = try cli.run([
      "diff", a.path, root.appendingPathComponent("b").path, "--report",
      root.appendingPathComponent("r").path,
    ])
    #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
  }

  /// Another image of the same catalog entry (dark), for tests that need other pixels.
  func record2(_ root: URL) throws -> String {
    let path = root.appendingPathComponent("other.png").path
    #expect(
      try cli.run([
        "render", "UILibrary/ErrorBadge+Preview/message", "--color-scheme", "dark", "--dimension",
        "theme=standard", "-o", path,
      ]).status == 0)
    return path
  }

  @Test func tokensFilesHaveBudgetsAndCyclesNameTheirChain() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let tokens = TesseraCommandTests.packageRoot.appendingPathComponent("DesignTokens/brandC.tokens.json")
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: tokens)) as? [String: Any])
    json["x"] = ["a": ["$value": "{x.b}"], "b": ["$value": "{x.a}"]]
    var color = try #require(json["color"] as? [String: Any])
    color["accent"] = ["$value": "{x.a}"]
    json["color"] = color
    let cyclic = root.appendingPathComponent("cycle.tokens.json")
    try JSONSerialization.data(withJSONObject: json).write(to: cyclic)
    let result = try cli.run([
      "previews", "-o", root.appendingPathComponent("out").path, "--dimension", "theme=\(cyclic.path)",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("color.accent → x.a → x.b → x.a"), "\(result.stderr)")
    let big = root.appendingPathComponent("big.tokens.json")
    try Data(repeating: 0x20, count: 5 << 20).write(to: big)
    let large = try cli.run([
      "previews", "-o", root.appendingPathComponent("out").path, "--dimension", "theme=\(big.path)",
    ])
    #expect(large.status == 2 && large.stderr.contains("MiB"), "\(large.stderr)")
  }

  @Test func overLongPathsAreErrorsNotSkipped() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    try record(a)
    let b = root.appendingPathComponent("b")
    try record(b)
    // A path of more than 4,096 bytes, made one folder at a time (openat: no chdir in a test).
    let segment = String(repeating: "d", count: 200)
    var dir = open(b.path, O_RDONLY | O_DIRECTORY)
    for _ in 0..<21 {
      #expect(mkdirat(dir, segment, 0o755) == 0)
      let next = openat(dir, segment, O_RDONLY | O_DIRECTORY)
      close(dir)
      dir = next
    }
    let f = openat(dir, "deep.png", O_WRONLY | O_CREAT, 0o644)
    #expect(f >= 0)
    close(f)
    close(dir)
    defer {
      // rm walks with openat, so it can remove what FileManager's long paths cannot.
      let rm = Process()
      rm.executableURL = URL(fileURLWithPath: "/bin/rm")
      rm.arguments = ["-rf", root.path]
      try? rm.run()
      rm.waitUntilExit()
    }
    let result = try cli.run(["diff", a.path, b.path, "--report", root.appendingPathComponent("r").path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("longer than 4096 bytes"), "\(result.stderr)")
  }

  @Test func sixteenBitImagesAreComparedAtSixteenBits() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    try fm.createDirectory(at: a, withIntermediateDirectories: true)
    try fm.createDirectory(at: b, withIntermediateDirectories: true)
    try Data(RawPNG.rgba16(width: 1, height: 1, samples: [0x1234, 0x5678, 0x9ABC, 0xFFFF])).write(
      to: a.appendingPathComponent("deep.png"))
    try Data(RawPNG.rgba16(width: 1, height: 1, samples: [0x1235, 0x5678, 0x9ABC, 0xFFFF])).write(
      to: b.appendingPathComponent("deep.png"))
    let result = try cli.run(["diff", a.path, b.path, "--report", root.appendingPathComponent("r").path])
    #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
  }

  // MARK: Budgets, exit codes and concurrency

  @Test func exitCodesAreTheDocumentedOnes() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    #expect(
      try cli.run([
        "render", "UILibrary/ErrorBadge+Preview/message", "--scale", "inf", "-o",
        root.appendingPathComponent("x.png").path,
      ]).status == 2)
    #expect(
      try cli.run([
        "render", "UILibrary/ErrorBadge+Preview/message", "--scale", "nan", "-o",
        root.appendingPathComponent("x.png").path,
      ]).status == 2)
    let a = root.appendingPathComponent("a")
    try record(a)
    // A report file that cannot be written (its folder is a file): exit 2, naming it.
    try Data("file".utf8).write(to: root.appendingPathComponent("blocker"))
    let json = root.appendingPathComponent("blocker/r.json").path
    let late = try cli.run([
      "diff", a.path, a.path, "--report", root.appendingPathComponent("r").path, "--json", json,
    ])
    #expect(late.status == 2, "\(late.stderr)")
    #expect(late.stderr.contains("blocker/r.json"), "\(late.stderr)")
    // verify --filter compares only what it rendered: the other references are not "removed".
    let refs = root.appendingPathComponent("refs")
    try record(refs, filter: "*Button*")
    let filtered = try cli.run([
      "verify", "--snapshots", refs.path, "--filter", "*/PrimaryButton+Preview/*", "--color-scheme", "light",
      "--dimension", "theme=standard", "-o",
      root.appendingPathComponent("out").path, "--report", root.appendingPathComponent("rep").path,
    ])
    #expect(filtered.status == 0, "\(filtered.stdout) \(filtered.stderr)")
  }

  @Test func oneWriterAtATimeAndNothingLeftAfterAnInterrupt() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    try record(out)
    // Another process holds the folder.
    let fd = open(out.path, O_RDONLY | O_DIRECTORY)
    #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
    let busy = try cli.run([
      "previews", "-o", out.path, "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light",
      "--dimension", "theme=standard",
    ])
    close(fd)
    #expect(busy.status == 2 && busy.stderr.contains("another tessera process"), "\(busy.stderr)")
    // Ctrl-C half-way through the whole catalog: no temporary file stays, and the next run works.
    let interrupted = try interrupt(["previews", "-o", out.path, "--jobs", "1"], with: SIGINT)
    #expect(interrupted == 130 || interrupted == 0)
    #expect(!contents(out).keys.contains { $0.contains(".tmp-") })
    // SIGKILL leaves what was renamed into place; the marker already lists it, so the next run
    // accepts the folder.
    _ = try interrupt(
      ["previews", "-o", out.path, "--jobs", "1", "--color-scheme", "dark", "--dimension", "theme=standard"],
      with: SIGKILL)
    let again = try cli.run([
      "previews", "-o", out.path, "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light",
      "--dimension", "theme=standard",
    ])
    #expect(again.status == 0, "\(again.stderr)")
  }

  @Test func filteredRunsKeepTheRestOfTheManifest() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    try record(out, filter: "*Button*")
    let all = contents(out).keys.filter { $0.hasSuffix(".png") }.sorted()
    try record(out, filter: "*/PrimaryButton+Preview/enabled")
    #expect(contents(out).keys.filter { $0.hasSuffix(".png") }.sorted() == all)
    let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
    for path in all { #expect(manifest.contains(path)) }
    // An unfiltered run removes the images it no longer makes (they were Tessera's), and only those.
    let result = try cli.run([
      "previews", "-o", out.path, "--color-scheme", "dark", "--dimension", "theme=standard",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let now = contents(out).keys
    #expect(!now.contains { $0.hasSuffix("/enabled@2x.png") })
    #expect(now.contains("UILibrary/PrimaryButton_Preview/enabled.dark@2x.png"))
  }
}
