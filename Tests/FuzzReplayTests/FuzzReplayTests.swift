import Foundation
import TesseraTestSupport
import Testing

/// Replays the fuzz targets' seed corpus and every input that once crashed them
/// (`Fuzz/Regressions/<target>/`) through the non-fuzzing builds of the targets: a crash found
/// by `Scripts/fuzz.sh` stays fixed.
@Suite struct FuzzReplayTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(arguments: [("FuzzPNGDecoder", "png"), ("FuzzDesignTokens", "tokens"), ("FuzzTextLayout", "text")])
  func corpusAndRegressionsReplayCleanly(product: String, target: String) throws {
    let tool = try #require(BuiltExecutable.named(product), "\(product) was not built")
    let process = Process()
    process.executableURL = tool
    process.arguments = [
      Self.root.appendingPathComponent("Fuzz/Corpus/\(target)").path,
      Self.root.appendingPathComponent("Fuzz/Regressions/\(target)").path,
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
    let seeds = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Fuzz/Corpus/\(target)").path)
    let regressions = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Fuzz/Regressions/\(target)").path
    ).filter { !$0.hasSuffix(".md") }
    #expect(output.contains("fuzz replay: \(seeds.count + regressions.count) inputs, no crash"), "\(output)")
  }
}
