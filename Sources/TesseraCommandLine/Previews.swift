import ArgumentParser
import DesignSystem
import Foundation
import TesseraPNG
import TesseraSync
import TesseraUI
import UILibrary

#if canImport(Glibc)
  import Glibc
#endif

/// `tessera previews`: renders the whole preview catalog.
struct Previews: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render every preview of the catalog in every theme, density and scale.",
    discussion: """
      Writes DIR/<Component>/<variant>.<theme>.<density>@<scale>x.png, DIR/manifest.json (every image \
      with its component, layer, variant, theme, density, scale, size and pixel hash) and \
      DIR/index.html (an offline gallery grouped by Atomic layer, with a theme switcher).
      """)

  @Option(name: .shortAndLong, help: "The output folder.")
  var output = "Output/previews"

  @OptionGroup var catalog: CatalogOptions

  @Option(name: .long, help: "Only this share of the images, as I/N (stable assignment by output path).")
  var shard: Shard?

  @Option(name: .long, help: "Images rendered at once; default: one per core.")
  var jobs: Int?

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    let themes = try ThemeOption.resolve(catalog.theme)
    let scales = catalog.scale.isEmpty ? [2.0] : catalog.scale
    let densities =
      catalog.density.isEmpty ? [Density.regular] : catalog.density.compactMap(Density.init(rawValue:))
    var previews = Catalog.previews
    if let filter = catalog.filter {
      previews = previews.filter { Glob.matches(filter, $0.id) }
      guard !previews.isEmpty else {
        throw ValidationError("no preview matches \"\(filter)\"; run `tessera list` to see them")
      }
    }
    try OutputFolder.prepare(output)
    let everything = previews.flatMap { p in
      themes.flatMap { t in
        densities.flatMap { d in scales.map { CatalogJob(preview: p, theme: t, density: d, scale: $0) } }
      }
    }
    let jobs = shard.map { s in everything.filter { s.contains($0.relativePath) } } ?? everything
    let workers = max(1, min(jobs.count, self.jobs ?? ProcessInfo.processInfo.activeProcessorCount))
    let progress = Progress(total: jobs.count)
    let results = Locked<[Int: Result<ManifestEntry, Error>]>([:])
    let next = Locked(0)
    let unchanged = Locked(0)
    let start = Date()
    let out = output
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let i = next.withLock { n -> Int in
          defer { n += 1 }
          return n
        }
        guard i < jobs.count else { return }
        let job = jobs[i]
        let result = Result<ManifestEntry, Error> {
          let image = try job.render()
          let digest = PixelDigest(image)
          let path = out + "/" + job.relativePath
          // An image already there with the same pixels is left as it is (not even re-encoded):
          // re-runs only write what changed, and unchanged files keep their dates.
          if let existing = try? PNG.readFile(path), PixelDigest(storedIn: existing) == digest {
            unchanged.withLock { $0 += 1 }
          } else {
            try FileManager.default.createDirectory(
              atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            // Not fsynced: previews are cheap to make again, and a re-run rewrites any file whose
            // stored digest does not match.
            let bytes = try PNG.encode(
              image, options: PNGOptions.standard.singleThreaded, knownDigest: digest)
            try AtomicFile.write(bytes, to: path, durable: false)
          }
          return ManifestEntry(job: job, width: image.width, height: image.height, hash: digest.description)
        }
        results.withLock { $0[i] = result }
        progress.advance(failed: (try? result.get()) == nil)
      }
    }
    progress.finish()
    let all = results.withLock { $0 }
    var entries: [ManifestEntry] = []
    var failures: [String] = []
    for i in jobs.indices {
      switch all[i] {
      case .success(let e)?: entries.append(e)
      case .failure(let e)?: failures.append("\(jobs[i].relativePath): \(e)")
      case nil: failures.append("\(jobs[i].relativePath): not rendered")
      }
    }
    try Manifest.write(entries, to: output + "/manifest.json")
    try Gallery.write(entries, themes: themes.map(\.name), to: output + "/index.html")
    let seconds = Date().timeIntervalSince(start)
    print(
      "tessera: \(entries.count) images of \(previews.count) previews in \(String(format: "%.1f", seconds)) s with \(workers) jobs (\(unchanged.withLock { $0 }) already up to date) → \(output)/index.html"
    )
    if !failures.isEmpty {
      for f in failures { FileHandle.standardError.write(Data(("tessera: failed: " + f + "\n").utf8)) }
      throw ExitCode(1)
    }
  }
}

/// A progress bar on a terminal, a line every 10% otherwise.
final class Progress: Sendable {
  let total: Int
  let tty = isatty(STDERR_FILENO) != 0
  private let state = Locked((done: 0, failed: 0, lastTenth: -1))

  init(total: Int) { self.total = total }

  func advance(failed: Bool) {
    let (done, bad, printTenth) = state.withLock { s -> (Int, Int, Bool) in
      s.done += 1
      if failed { s.failed += 1 }
      let tenth = s.done * 10 / max(1, total)
      let p = tenth != s.lastTenth
      if p { s.lastTenth = tenth }
      return (s.done, s.failed, p)
    }
    if tty {
      let width = 30
      let filled = done * width / max(1, total)
      let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      FileHandle.standardError.write(
        Data("\r\(bar) \(done)/\(total)\(bad > 0 ? " (\(bad) failed)" : "")".utf8))
    } else if printTenth {
      FileHandle.standardError.write(
        Data("rendered \(done)/\(total)\(bad > 0 ? " (\(bad) failed)" : "")\n".utf8))
    }
  }

  func finish() { if tty { FileHandle.standardError.write(Data("\n".utf8)) } }
}
