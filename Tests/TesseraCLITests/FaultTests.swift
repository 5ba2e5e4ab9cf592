import Foundation
import TesseraPNG
import TesseraRaster
import TesseraSnapshot
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Faults while writing: a full disk, a read-only disk, a process killed mid-write, two
/// processes writing the same file. Nothing may be left half-written or empty, and each failure
/// must name its cause.
@Suite(.serialized) struct FaultTests {
  let cli = TesseraCommandTests()

  /// A package folder for snapshot checks, on `disk`.
  func package(on disk: String) throws -> String {
    try FileManager.default.createDirectory(
      atPath: disk + "/pkg/Tests/DemoTests", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: disk + "/pkg/Package.swift", contents: Data())
    return disk + "/pkg/Tests/DemoTests/DemoTests.swift"
  }

  /// Noise that compresses badly: a PNG much larger than the scratch disk.
  func noise(_ side: Int) throws -> Pixmap {
    var state: UInt32 = 2_463_534_242
    let pixels = (0..<(side * side)).map { _ -> UInt32 in
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return state | 0xFF00_0000
    }
    return try Pixmap(width: side, height: side, pixels: pixels)
  }

  /// Every file under `folder`, recursively.
  func files(under folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
      var isDir: ObjCBool = false
      return FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isDir)
        && !isDir.boolValue
    }
  }

  @Test(.enabled(if: ScratchDisk.available, "needs root on Linux to mount a small tmpfs"))
  func recordingOnAFullDiskFailsCleanly() throws {
    let disk = try ScratchDisk(kilobytes: 96)
    defer { disk.unmount() }
    let file = try package(on: disk.path)
    let image = try noise(400)
    let r = verifySnapshot(
      of: { image }, as: .image(), named: "big", record: .missing, filePath: file, function: "t()")
    #expect(r.outcome == .error)
    #expect(
      r.message.contains("could not record") && r.message.contains("No space left on device"), "\(r.message)")
    // No reference, no temporary file left behind.
    #expect(files(under: disk.path + "/pkg/Snapshots").isEmpty)
  }

  @Test(.enabled(if: ScratchDisk.available, "needs root on Linux to mount a small tmpfs"))
  func aReadOnlyDiskKeepsTheReference() throws {
    let disk = try ScratchDisk(kilobytes: 512)
    defer { disk.unmount() }
    let file = try package(on: disk.path)
    let small = try Pixmap(width: 8, height: 8, fill: PremultipliedColor(r: 200, g: 10, b: 10, a: 255))
    func check(_ p: Pixmap, _ mode: RecordMode) -> SnapshotReport {
      verifySnapshot(of: { p }, as: .image(), named: "chip", record: mode, filePath: file, function: "t()")
    }
    #expect(check(small, .missing).outcome == .recorded)
    let path = check(small, .never).referencePath
    let before = try PNG.readFile(path)
    try disk.makeReadOnly()
    let other = try Pixmap(width: 8, height: 8, fill: PremultipliedColor(r: 10, g: 10, b: 200, a: 255))
    let r = check(other, .failed)
    #expect(r.outcome == .error)
    #expect(
      r.message.contains("could not re-record") && r.message.contains("Read-only file system"), "\(r.message)"
    )
    #expect(try PNG.readFile(path) == before)
    // A plain check still reports the mismatch, even though no artifact can be written.
    // It says the artifacts could not be written, and why.
    let failed = check(other, .never)
    #expect(failed.outcome == .failed && failed.artifacts.isEmpty)
    #expect(
      failed.message.contains("could not write 4 artifact(s)")
        && failed.message.contains("Read-only file system"),
      "\(failed.message)")
  }

  @Test(.enabled(if: ScratchDisk.available, "needs root on Linux to mount a small tmpfs"))
  func aReportOnAFullDiskNamesTheProblem() throws {
    let work = try cli.temporaryFolder()
    let a = work.appendingPathComponent("a").path
    let b = work.appendingPathComponent("b").path
    #expect(
      try cli.run([
        "previews", "-o", a, "--filter", "*/ProductCard+Preview/*", "--color-scheme", "light", "--dimension",
        "theme=standard",
      ]).status == 0)
    #expect(
      try cli.run([
        "previews", "-o", b, "--filter", "*/ProductCard+Preview/*", "--color-scheme", "dark", "--dimension",
        "theme=standard",
      ]).status == 0)
    // Same names, other pixels: b's dark images under a's names.
    let folder = b + "/UILibrary/ProductCard_Preview/"
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      try FileManager.default.moveItem(
        atPath: folder + name, toPath: folder + name.replacingOccurrences(of: ".dark@", with: "@"))
    }
    let disk = try ScratchDisk(kilobytes: 48)
    defer { disk.unmount() }
    let r = try cli.run(["diff", a, b, "--report", disk.path + "/report"])
    #expect(r.status != 0)
    #expect(r.stderr.contains("No space left on device"), "\(r.stderr)")
    // Whatever was written is whole: every PNG decodes, and no temporary file is left.
    for f in files(under: disk.path) {
      #expect(!f.contains(".tmp-"), "left over: \(f)")
      if f.hasSuffix(".png") { #expect((try? PNG.read(contentsOf: disk.path + "/" + f)) != nil, "\(f)") }
    }
  }

  @Test func killedWritersNeverLeaveHalfWrittenImages() throws {
    let out = try cli.temporaryFolder().appendingPathComponent("previews").path
    let tessera = try #require(TesseraCommandTests.executable)
    func pngs() -> Int { files(under: out).filter { $0.hasSuffix(".png") }.count }
    // Three runs, each killed once it has written a few more images than the last (so the kill
    // lands while it is writing the next ones), however fast or slow this build is.
    for round in 1...3 {
      let p = Process()
      p.executableURL = tessera
      p.arguments = [
        "previews", "-o", out, "--filter", "*/DashboardView+Preview/*", "--dimension", "theme=standard",
      ]
      p.standardOutput = FileHandle.nullDevice
      p.standardError = FileHandle.nullDevice
      let before = pngs()
      try p.run()
      let deadline = Date().addingTimeInterval(120)
      while p.isRunning, pngs() < before + 2 * round, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.01)
      }
      kill(p.processIdentifier, SIGKILL)
      p.waitUntilExit()
      for f in files(under: out) where f.hasSuffix(".png") {
        let bytes = try PNG.readFile(out + "/" + f)
        #expect(!bytes.isEmpty, "\(f) is empty")
        #expect((try? PNG.decode(bytes)) != nil, "\(f) is not a whole PNG")
      }
    }
    // The killed runs did get to write (the check above was not vacuous).
    #expect(pngs() > 0)
    // A run that is not interrupted completes over what the killed ones left.
    #expect(
      try cli.run([
        "previews", "-o", out, "--filter", "*/DashboardView+Preview/*", "--color-scheme", "light",
        "--dimension", "theme=standard",
      ]).status == 0)
  }

  @Test func twoProcessesWritingTheSameFileLeaveOneWholeFile() throws {
    let folder = try cli.temporaryFolder()
    let target = folder.appendingPathComponent("same.png").path
    let expected = folder.appendingPathComponent("expected.png").path
    #expect(
      try cli.run(["render", "UILibrary/ProductCard+Preview/regular", "--scale", "2", "-o", expected]).status
        == 0)
    let tessera = try #require(TesseraCommandTests.executable)
    for _ in 0..<4 {
      let writers = (0..<2).map { _ -> Process in
        let p = Process()
        p.executableURL = tessera
        p.arguments = ["render", "UILibrary/ProductCard+Preview/regular", "--scale", "2", "-o", target]
        p.standardOutput = FileHandle.nullDevice
        return p
      }
      for w in writers { try w.run() }
      for w in writers { w.waitUntilExit() }
      #expect(writers.allSatisfy { $0.terminationStatus == 0 })
      #expect(try PNG.readFile(target) == PNG.readFile(expected))
    }
    #expect(files(under: folder.path).allSatisfy { !$0.contains(".tmp-") })
  }
}
