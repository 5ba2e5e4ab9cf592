import Foundation
import TesseraAudit
import TesseraGeometry
import TesseraPNG
import TesseraRaster
import Testing

@testable import TesseraCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The third round of attacks, end to end through the built `tessera` (Docs/Robustness.md): each
/// family with variants, not only the example that found it.
@Suite struct HostileInputTests {
  let cli = TesseraCommandTests()
  let fm = FileManager.default

  /// Every file under `folder` (links not followed) with its bytes.
  func contents(_ folder: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    for case let path as String in fm.enumerator(atPath: folder.path)?.allObjects ?? [] {
      let url = folder.appendingPathComponent(path)
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let data = try? Data(contentsOf: url)
      {
        out[path] = data
      }
    }
    return out
  }

  func write(_ bytes: [UInt8], _ file: URL) throws {
    try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
  }

  func solid(_ color: UInt32) throws -> [UInt8] {
    try PNG.encode(try Pixmap(width: 8, height: 8, pixels: Array(repeating: color, count: 64)))
  }

  // MARK: Nothing lost

  @Test func anotherToolsManifestNeverMakesAFolderWritable() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    for (kind, bookkeeping) in [
      ("previews", #"{"images": [{"path": "photo.jpg"}, {"path": "index.html"}]}"#),
      (
        "report",
        #"{"baseline": "a", "current": "b", "tolerance": "exact", "skippedFiles": 0, "counts": {}, "entries": []}"#
      ),
    ] {
      let out = root.appendingPathComponent(kind)
      try write(Array("my photo".utf8), out.appendingPathComponent("photo.jpg"))
      try write(Array("<p>mine</p>".utf8), out.appendingPathComponent("index.html"))
      try write(
        Array(bookkeeping.utf8),
        out.appendingPathComponent(kind == "previews" ? "manifest.json" : "results.json"))
      let before = contents(out)
      let result =
        kind == "previews"
        ? try cli.run([
          "previews", "-o", out.path, "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light",
          "--dimension", "theme=standard",
        ])
        : try cli.run([
          "diff", root.appendingPathComponent("previews").path, root.path + "/none", "--report", out.path,
        ])
      #expect(result.status == 2, "\(kind): \(result.stderr)")
      #expect(contents(out) == before, "\(kind)")
    }
  }

  @Test func aSecondPathToTheSameFolderIsTheSameFolder() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let shots = root.appendingPathComponent("shots")
    try write(try solid(0xFF00_00FF), shots.appendingPathComponent("a.png"))
    let link = root.appendingPathComponent("link")
    try fm.createSymbolicLink(at: link, withDestinationURL: shots)
    // `..` after a link goes up from where the link leads: L/../shots is other/shots here.
    let other = root.appendingPathComponent("other")
    try fm.createDirectory(at: other.appendingPathComponent("x"), withIntermediateDirectories: true)
    try write(try solid(0xFFFF_0000), other.appendingPathComponent("shots/a.png"))
    try fm.createSymbolicLink(
      at: root.appendingPathComponent("L"), withDestinationURL: other.appendingPathComponent("x"))
    let through = try cli.run([
      "diff", shots.path, root.path + "/L/../shots", "--report", root.appendingPathComponent("r2").path,
    ])
    #expect(through.status == 1, "compared other/shots, which differs: \(through.stdout) \(through.stderr)")
    // An output reached through a link to an input is refused.
    let verify = try cli.run([
      "verify", "--snapshots", shots.path, "-o", root.path + "/link", "--report",
      root.appendingPathComponent("r3").path,
      "--filter", "*/ErrorBadge+Preview/*",
    ])
    #expect(verify.status == 2 && verify.stderr.contains("same folder"), "\(verify.stderr)")
    #expect(try fm.contentsOfDirectory(atPath: shots.path) == ["a.png"])
  }

  @Test func strayTemporaryFilesNeverFailAComparison() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    for folder in [a, b] { try write(try solid(0xFF00_FF00), folder.appendingPathComponent("x/one.png")) }
    // What a write killed before its rename leaves, in either folder.
    try write([0x89, 0x50], b.appendingPathComponent("x/.one.png.tmp-4242-17"))
    try write(Array("junk".utf8), a.appendingPathComponent(".two.png.tmp-1-2"))
    let result = try cli.run(["diff", a.path, b.path, "--report", root.appendingPathComponent("r").path])
    #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
  }

  @Test func addDigestsKeepsEveryStoredBitAndTakesTheFolderLock() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    // 8-bit RGBA with color under transparent and translucent pixels: premultiplying would lose it.
    let png = RawPNG.rgba8(width: 2, height: 1, samples: [200, 100, 50, 0, 201, 99, 51, 3])
    try write(png, root.appendingPathComponent("clear.png"))
    let result = try cli.run(["add-digests", root.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Data(contentsOf: root.appendingPathComponent("clear.png")) == Data(png))
    #expect(result.stdout.contains("left as it is"), "\(result.stdout)")
  }

  // MARK: No false pass

  @Test func reportMergeRefusesAnIncompleteOrMixedSetOfShards() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let a = root.appendingPathComponent("a")
    let b = root.appendingPathComponent("b")
    for i in 0..<9 {
      try write(try solid(0xFF00_0000 | UInt32(i)), a.appendingPathComponent("img\(i).png"))
      try write(try solid(0xFF00_0000 | UInt32(i + (i % 2))), b.appendingPathComponent("img\(i).png"))
    }
    var reports: [String] = []
    for i in 1...3 {
      let r = root.appendingPathComponent("r\(i)").path
      _ = try cli.run(["diff", a.path, b.path, "--report", r, "--shard", "\(i)/3"])
      reports.append(r)
    }
    let merged = root.appendingPathComponent("m").path
    let missing = try cli.run(["report", "merge", reports[0], reports[2], "-o", merged])
    #expect(missing.status == 2 && missing.stderr.contains("shard 2/3 is missing"), "\(missing.stderr)")
    let twice = try cli.run(["report", "merge", reports[0], reports[0], reports[1], reports[2], "-o", merged])
    #expect(twice.status == 2 && twice.stderr.contains("both shard 1/3"), "\(twice.stderr)")
    // A shard of another comparison (other folders) does not complete this one.
    let other = root.appendingPathComponent("o2").path
    _ = try cli.run(["diff", b.path, a.path, "--report", other, "--shard", "2/3"])
    let mixed = try cli.run(["report", "merge", reports[0], other, reports[2], "-o", merged])
    #expect(mixed.status == 2 && mixed.stderr.contains("another comparison"), "\(mixed.stderr)")
    let whole = try cli.run(["report", "merge"] + reports + ["-o", merged])
    #expect(whole.status == 1, "\(whole.stderr)")
    // Every entry has a file of its own.
    let images = try fm.contentsOfDirectory(atPath: merged + "/images")
    #expect(Set(images).count == images.count && images.count >= 12, "\(images)")
  }

  @Test func verifyComparesWhatThisRunRendered() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let refs = root.appendingPathComponent("refs")
    let out = root.appendingPathComponent("out")
    let args = [
      "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light", "--dimension", "theme=standard",
    ]
    #expect(try cli.run(["previews", "-o", refs.path] + args).status == 0)
    let first = try cli.run(
      ["verify", "--snapshots", refs.path, "-o", out.path, "--report", root.path + "/r"] + args)
    #expect(first.status == 0, "\(first.stderr)")
    // Plant other pixels in the output and forge the marker's identity for them.
    let name = "UILibrary/ErrorBadge_Preview/message@2x.png"
    let planted = out.appendingPathComponent(name)
    let genuine = try Data(contentsOf: planted)
    try Data(try solid(0xFF12_3456)).write(to: planted)
    let markerURL = out.appendingPathComponent(".tessera-owned.json")
    var marker = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: markerURL)) as? [String: Any])
    var identities = marker["identities"] as? [String: String] ?? [:]
    var info = stat()
    #expect(stat(planted.path, &info) == 0)
    identities[name] =
      "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    marker["identities"] = identities
    try JSONSerialization.data(withJSONObject: marker).write(to: markerURL)
    let again = try cli.run(
      ["verify", "--snapshots", refs.path, "-o", out.path, "--report", root.path + "/r"] + args)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try Data(contentsOf: planted) == genuine, "the image compared is the one rendered now")
  }

  @Test func identicalFilesThatDoNotDecodeAreErrorsOnBothSides() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    // A text chunk between two IDAT chunks: libpng refuses it, whatever digest the file stores.
    let good = RawPNG.rgba16(width: 4, height: 4, samples: Array(repeating: 0xFFFF, count: 64))
    let split = RawPNG.splittingImageData(good, inserting: ("tEXt", Array("k\u{0}v".utf8)))
    // An animated PNG shows other frames than its base image.
    let animated = RawPNG.inserting("acTL", RawPNG.be32(2) + RawPNG.be32(0), into: good)
    for (name, bytes) in [("split", split), ("animated", animated)] {
      let a = root.appendingPathComponent("\(name)-a")
      let b = root.appendingPathComponent("\(name)-b")
      try write(bytes, a.appendingPathComponent("x.png"))
      try write(bytes, b.appendingPathComponent("x.png"))
      let result = try cli.run([
        "diff", a.path, b.path, "--report", root.appendingPathComponent("\(name)-r").path,
      ])
      #expect(result.status == 2, "\(name): \(result.stdout) \(result.stderr)")
    }
  }

  @Test func exactMeansEveryStoredBit() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    // The same pixels on screen (fully transparent, or alpha 3 with colors that premultiply to the
    // same values), other stored colors: different files.
    for (n, (x, y)) in [
      ([UInt8]([200, 100, 50, 0]), [UInt8]([0, 0, 0, 0])), ([201, 99, 51, 3], [200, 100, 50, 3]),
    ].enumerated() {
      let a = root.appendingPathComponent("a\(n)")
      let b = root.appendingPathComponent("b\(n)")
      try write(RawPNG.rgba8(width: 1, height: 1, samples: x), a.appendingPathComponent("p.png"))
      try write(RawPNG.rgba8(width: 1, height: 1, samples: y), b.appendingPathComponent("p.png"))
      let exact = try cli.run(["diff", a.path, b.path, "--report", root.appendingPathComponent("r\(n)").path])
      #expect(exact.status == 1, "\(n): \(exact.stdout) \(exact.stderr)")
    }
  }

  // MARK: Budgets and fallbacks

  @Test func anUnreadableMatrixFileIsAnErrorNeverNoConfig() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let matrix = root.appendingPathComponent("tessera-previews.json")
    let args = ["previews", "-o", "out", "--filter", "*/ErrorBadge+Preview/*"]
    try fm.createDirectory(at: matrix, withIntermediateDirectories: true)
    let folder = try cli.run(args, in: root)
    #expect(
      folder.status == 2 && folder.stderr.contains("cannot be read (is a directory"), "\(folder.stderr)")
    try fm.removeItem(at: matrix)
    #expect(mkfifo(matrix.path, 0o644) == 0)
    let fifo = try cli.run(args, in: root)
    #expect(fifo.status == 2 && fifo.stderr.contains("not a regular file"), "\(fifo.stderr)")
    try fm.removeItem(at: matrix)
    try Data(repeating: 0x20, count: 2 << 20).write(to: matrix)
    let large = try cli.run(args, in: root)
    #expect(large.status == 2 && large.stderr.contains("larger than 1024 KiB"), "\(large.stderr)")
    #expect(!fm.fileExists(atPath: root.appendingPathComponent("out/manifest.json").path))
  }

  @Test func deepOrLongTokensFilesAreRefusedCheaply() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    // 4 MB: 500 groups deep with 8 KB keys (2 GB of memory before the budgets).
    let key = String(repeating: "k", count: 8 << 10)
    var deep = ""
    for _ in 0..<500 { deep += "{\"\(key)\":" }
    deep += "{\"$value\": 1}" + String(repeating: "}", count: 500)
    let nested = root.appendingPathComponent("deep.tokens.json")
    try Data(deep.utf8).write(to: nested)
    let long = try cli.run(["previews", "-o", root.path + "/out", "--dimension", "theme=\(nested.path)"])
    #expect(long.status == 2 && long.stderr.contains("longer than 1024 bytes"), "\(long.stderr.prefix(400))")
    var narrow = ""
    for _ in 0..<40 { narrow += "{\"g\":" }
    narrow += "{\"$value\": 1}" + String(repeating: "}", count: 40)
    try Data(narrow.utf8).write(to: nested)
    let tooDeep = try cli.run(["previews", "-o", root.path + "/out", "--dimension", "theme=\(nested.path)"])
    #expect(tooDeep.status == 2 && tooDeep.stderr.contains("nest more than 32 deep"), "\(tooDeep.stderr)")
  }

  @Test func docsWithOneFolderForBothKindsIsAUsageError() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    for (o, p) in [("x", "x"), ("x", "x/pages"), ("./x/", "x")] {
      let result = try cli.run(["docs", "-o", o, "--pages-output", p], in: root)
      #expect(result.status == 2 && result.stderr.contains("overlap"), "\(o) \(p): \(result.stderr)")
    }
    #expect(try fm.contentsOfDirectory(atPath: root.path).isEmpty)
  }

  @Test func theReviewServerOutlastsSlowClientsAndRefusesLargeHeads() throws {
    let fixture = try ReviewFixture()
    defer { try? fm.removeItem(at: fixture.root) }
    let review = try RunningReview([
      fixture.references.path, fixture.current.path, "--report", fixture.report.path, "--idle-timeout", "600",
    ])
    defer { review.process.terminate() }
    // A handful of clients that send a byte now and then, and never finish.
    var slow: [Int32] = []
    for _ in 0..<6 {
      let fd = RawHTTP.connection(port: review.port)
      #expect(fd >= 0)
      _ = "G".withCString { send(fd, $0, 1, 0) }
      slow.append(fd)
    }
    defer { for fd in slow { close(fd) } }
    let page = try RawHTTP.get(port: review.port, "/?token=\(review.token)")
    #expect(page.status == 200)
    // Served while every slow client is still connected: a server that waited for them would
    // answer only after dropping them (at its 10-second request deadline), closing their sockets.
    // No clock in the test: the order of events says it.
    for fd in slow {
      var byte: UInt8 = 0
      let n = recv(fd, &byte, 1, Int32(MSG_DONTWAIT))
      #expect(n == -1 && (errno == EAGAIN || errno == EWOULDBLOCK), "a real request waited for the slow ones")
    }
    // A head over 16 KiB, however it arrives.
    let big = try RawHTTP.get(
      port: review.port, "/?token=\(review.token)",
      headers: ["X-Padding": String(repeating: "a", count: 17 << 10)])
    #expect(big.status == 431, "\(big.status)")
  }

  // MARK: Mounts, limits and the console

  /// A bind mount is a second path to the same folder: an output through it is refused.
  @Test(.enabled(if: ScratchDisk.available, "needs root on Linux to bind-mount"))
  func aBindMountOfAnInputIsTheInput() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let refs = root.appendingPathComponent("refs")
    let args = [
      "--filter", "*/ErrorBadge+Preview/*", "--color-scheme", "light", "--dimension", "theme=standard",
    ]
    #expect(try cli.run(["previews", "-o", refs.path] + args).status == 0)
    let mirror = root.appendingPathComponent("mirror")
    try fm.createDirectory(at: mirror, withIntermediateDirectories: true)
    try ScratchDisk.run("/bin/mount", ["--bind", refs.path, mirror.path])
    defer { try? ScratchDisk.run("/bin/umount", [mirror.path]) }
    let before = contents(refs)
    for output in [mirror.path, mirror.path + "/inside"] {
      let result = try cli.run(
        ["verify", "--snapshots", refs.path, "-o", output, "--report", root.path + "/r"] + args)
      #expect(result.status == 2, "\(output): \(result.stderr)")
    }
    #expect(contents(refs) == before)
  }

  /// Writing past the file-size limit fails that write, in words, and leaves no temporary file.
  @Test func aFileSizeLimitLeavesNoTemporaryFile() throws {
    let root = try cli.temporaryFolder()
    defer { try? fm.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    let tessera = try #require(TesseraCommandTests.executable)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c",
      "ulimit -f 8; exec \"$0\" previews -o \"$1\" --filter '*/ProductCard+Preview/*' --color-scheme light",
      tessera.path, out.path,
    ]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "killed by a signal: \(text)")
    #expect(process.terminationStatus == 1 || process.terminationStatus == 2, "\(text)")
    #expect(text.contains("size limit"), "\(text)")
    let left = (fm.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter {
      $0.contains(".tmp-")
    }
    #expect(left.isEmpty, "\(left)")
  }

  /// The last guard of the escaping path: nothing that reaches a line can move the cursor,
  /// rewrite the line or start a CI workflow command.
  @Test func everyPrintedLineIsGuarded() {
    #expect(Console.guarded("plain text, already \\u{1B} escaped") == "plain text, already \\u{1B} escaped")
    #expect(Console.guarded("a\u{1B}[31mred\rover") == "a\\u{1B}[31mred\\u{D}over")
    #expect(Console.guarded("line\n::error::owned") == "line\n\\u{3A}:error::owned")
    #expect(Console.guarded("::warning::x") == "\\u{3A}:warning::x")
    #expect(Console.guarded("bidi \u{202E}reversed") == "bidi \\u{202E}reversed")
    #expect(Console.guarded("tab\tand\nnewline") == "tab\tand\nnewline")
  }

  /// Labels from the user's views are data in audit.md: no live Markdown, link, image or HTML.
  @Test func auditMarkdownKeepsLabelsAsText() {
    let finding = AuditFinding(
      kind: .truncation, path: "text \"[click](https://evil) <img src=x> **bold** | cell\"",
      frame: Rect(x: 0, y: 0, width: 10, height: 10), reason: "cut <b>short</b>")
    let image = AuditedImage(
      path: "M/F/N`x@2x.png", label: "N [link](https://evil)", width: 10, height: 10,
      result: AuditResult(findings: [finding]))
    let md = String(decoding: AuditFiles.markdown([image]), as: UTF8.self)
    // Every punctuation character of the user's text comes escaped with a backslash.
    let live = md.replacingOccurrences(of: "\\\\", with: "").replacingOccurrences(
      of: #"\\[!-/:-@\[-`{-~]"#, with: "", options: .regularExpression)
    #expect(!live.contains("](https://evil)"), "\(md)")
    #expect(!live.contains("<img") && !live.contains("<b>"), "\(md)")
    #expect(!live.contains("**bold**"), "\(md)")
    #expect(md.contains(#"\<img src\=x\>"#) && md.contains(#"\*\*bold\*\*"#), "\(md)")
    #expect(md.contains("``M/F/N`x@2x.png``"), "\(md)")
  }
}
