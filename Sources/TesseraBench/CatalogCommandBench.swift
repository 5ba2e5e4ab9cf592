import Foundation

/// `tessera-bench --catalog-command TESSERA [--baseline OTHER] [--rounds N] [--jobs N]`: the
/// whole `tessera previews` run (process start, discovery, render workers, writing) from an empty
/// output folder, timed as a person waits for it; with `--baseline`, two builds in alternating
/// rounds, so the ratio is fair on a noisy machine.
enum CatalogCommandBench {
  /// Runs the rounds and prints each build's median, minimum and the ratio of medians.
  static func run(_ executable: String, baseline: String?, rounds: Int, jobs: Int?) throws {
    let builds = [("this", executable)] + (baseline.map { [("baseline", $0)] } ?? [])
    var times: [String: [Double]] = [:]
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-catalog-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    for round in 0..<max(1, rounds) {
      for (name, path) in round % 2 == 0 ? builds : builds.reversed() {
        let out = scratch.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: out)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["previews", "-o", out.path] + (jobs.map { ["--jobs", String($0)] } ?? [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let t0 = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        let ms = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        guard process.terminationStatus == 0 else {
          throw BenchError("\(path) previews exited with \(process.terminationStatus)")
        }
        times[name, default: []].append(ms)
      }
    }
    for (name, path) in builds {
      let s = Stats(samples: times[name] ?? [])
      print(
        String(
          format: "%@ (%@): median %.0f ms, min %.0f ms over %d rounds", name, path, s.median, s.min,
          s.samples.count))
    }
    if baseline != nil {
      let ratio =
        Stats(samples: times["this"] ?? []).median / max(1, Stats(samples: times["baseline"] ?? []).median)
      print(String(format: "this ÷ baseline: %.2fx (medians)", ratio))
    }
  }
}

/// A benchmark that could not run, in words.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
