import Foundation

/// Timing figures of one measured operation, in milliseconds.
struct Stats {
  var samples: [Double]

  var median: Double {
    let s = samples.sorted()
    guard !s.isEmpty else { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
  var min: Double { samples.min() ?? 0 }
  var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }
  var p90: Double {
    let s = samples.sorted()
    guard !s.isEmpty else { return 0 }
    return s[Swift.min(s.count - 1, Int(Double(s.count) * 0.9))]
  }

  /// peerbench's protocol: warm-up frames, then at least `minIters` and `minTime` seconds,
  /// at most `maxIters` frames.
  static func measure(warmup: Int, minIters: Int, minTime: Double, maxIters: Int, _ body: () throws -> Void)
    rethrows -> Stats
  {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    let start = DispatchTime.now().uptimeNanoseconds
    while samples.count < maxIters {
      let t0 = DispatchTime.now().uptimeNanoseconds
      try body()
      let t1 = DispatchTime.now().uptimeNanoseconds
      samples.append(Double(t1 - t0) / 1e6)
      if samples.count >= minIters && Double(t1 - start) / 1e9 >= minTime { break }
    }
    return Stats(samples: samples)
  }

  var json: [String: Any] {
    [
      "median_ms": round3(median), "min_ms": round3(min), "mean_ms": round3(mean), "p90_ms": round3(p90),
      "iters": samples.count,
    ]
  }
}

func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

/// The process's peak resident set size in MiB (Linux: VmHWM), or 0 where unknown.
func peakRSSMiB() -> Double {
  guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in s.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return (kb / 1024 * 10).rounded() / 10
  }
  return 0
}
