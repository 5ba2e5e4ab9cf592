import CTesseraCrashNote
import Foundation
import TesseraAudit
import TesseraFiles
import TesseraPNG
import TesseraSnapshot
import TesseraSync
import TesseraUI

import struct TesseraRaster.Pixmap

/// Renders the preview catalog into an output folder: the work of `tessera previews`, which
/// `verify` also does before comparing. The commands only parse options and call ``run()``.
struct CatalogRun {
  var catalog: CatalogOptions
  var shard: Shard?
  var jobs: Int?
  /// The output folder and the option that named it.
  var output: (flag: String, path: String)
  /// Folders the command reads, which the output must not overlap.
  var inputs: [(flag: String, path: String)]
  /// Whether an image already in the folder with the same pixels is kept rather than written
  /// again. `verify` says no: what it compares is what this run rendered, never a file found in
  /// its output folder (whatever the folder's marker claims about it).
  var keepsUnchangedImages = true

  /// What a run made.
  struct Result {
    /// Every image now in the folder's manifest.
    var entries: [ManifestEntry]
    /// The relative paths this run was asked for (after --filter and --shard).
    var paths: Set<String>
    /// One line per image that failed.
    var failures: [String]
    /// The audit of each image rendered, when the run audited (`--audit`).
    var audits: [AuditedImage] = []
    /// The Dynamic Type sweep of each preview, when asked for (`--audit-dynamic-type`).
    var sweeps: [SweptPreview] = []
    /// The number of audit findings that count (those of the sweep included).
    var findings: Int {
      audits.reduce(0) { $0 + $1.result.findings.count } + sweeps.reduce(0) { $0 + $1.findings.count }
    }
  }

  /// The accessibility tree's file beside an image: `X@2x.png` → `X@2x.a11y.txt`.
  static func treePath(_ image: String) -> String { String(image.dropLast(4)) + ".a11y.txt" }
  /// The overlay image beside an image: `X@2x.png` → `X@2x.a11y.png`.
  static func overlayPath(_ image: String) -> String { String(image.dropLast(4)) + ".a11y.png" }

  /// The images the options select, each with its relative path: the design-system catalog in
  /// every theme, density and scale, then the discovered previews in every variant and scale.
  /// - Throws: a usage error for an unknown theme or a filter that matches nothing; an
  ///   ``InputError`` when two images would share a file, a matrix value is unknown, or there is no
  ///   preview at all.
  /// - Parameter lazily: make the jobs without running any of the user's code (their views are
  ///   made when they render, on the main thread: a render worker's way).
  func selectedJobs(lazily: Bool = false) throws -> (all: [any RenderJob], previews: Int, themes: [String]) {
    let scales = catalog.scale.isEmpty ? [2.0] : catalog.scale
    let modules = try catalog.matrix.modules()
    var discovered = Catalog.discovered
    if !modules.isEmpty {
      let known = Set(discovered.map(\.module))
      for m in modules where !known.contains(m) {
        throw InputError(
          "no previews in module \(Escape.console(m)); modules with previews: \(known.isEmpty ? "none" : known.sorted().joined(separator: ", "))"
        )
      }
      discovered = discovered.filter { modules.contains($0.module) }
    }
    guard !discovered.isEmpty else {
      throw InputError(
        "no previews found: write #Preview { MyView() } (or a PreviewProvider) in a module this program links; `swift package previews` links every library of the package"
      )
    }
    if let filter = catalog.filter {
      discovered = discovered.filter { Glob.matches(filter, $0.id) }
      guard !discovered.isEmpty else {
        throw UsageError("no preview matches \"\(filter)\"; run `tessera list` to see them")
      }
    }
    let variants = try catalog.matrix.variants()
    // Discovery reads the previews' traits on the main actor; a lazy job runs none of their code.
    let all: [PreviewJob] = MainActor.assumeIsolated {
      discovered.flatMap { p in
        p.effectiveVariants(variants).flatMap { v in
          scales.map {
            lazily
              ? PreviewJob(lazily: p, variant: v, scale: $0) : PreviewJob(preview: p, variant: v, scale: $0)
          }
        }
      }
    }
    var themeNames: [String] = []
    for job in all where !themeNames.contains(job.variant.galleryName) {
      themeNames.append(job.variant.galleryName)
    }
    if let clash = PathName.collisions(all.map { ($0.label, $0.relativePath) }).first {
      throw InputError(
        "these images would be written to the same file: \(clash.map(Escape.console).joined(separator: "; ")); give the previews names that differ in letters or digits"
      )
    }
    let selected = shard.map { s in all.filter { s.contains($0.relativePath) } } ?? all
    return (selected, discovered.count, themeNames)
  }

  func run() throws -> Result {
    // In a render worker the same arguments select the same jobs; it renders those its parent asks
    // for and never returns.
    if RenderWorker.isWorker {
      let (jobs, _, _) = try selectedJobs(lazily: true)
      RenderWorker.serve(jobs, policy: catalog.audit.policy, overlay: catalog.audit.accessibilityOverlay)
    }
    let inWorkers = RenderWorker.enabled
    let (jobs, previewCount, themeNames) = try selectedJobs(lazily: inWorkers)
    let folder = try ManagedFolder(output.path, kind: .previews, flag: output.flag, inputs: inputs)
    let partial = catalog.filter != nil || shard != nil
    // A partial run keeps the images of earlier runs it does not make again, with their entries.
    var kept: [ManifestEntry] = []
    let paths = Set(jobs.map(\.relativePath))
    if partial, let bytes = folder.existing("manifest.json"),
      let old = try? JSONDecoder().decode(ManifestFile.self, from: Data(bytes))
    {
      kept = old.images.filter { !paths.contains($0.path) && folder.existing($0.path) != nil }
      for e in kept {
        folder.keep(e.path)
        // Its accessibility tree and overlay, when an audited run made them, stay with it.
        for sibling in [CatalogRun.treePath(e.path), CatalogRun.overlayPath(e.path)]
        where folder.existing(sibling) != nil {
          folder.keep(sibling)
        }
      }
    }
    let policy = catalog.audit.policy
    let overlay = catalog.audit.accessibilityOverlay
    var planned = paths.union(["manifest.json", "index.html"])
    if policy.isActive {
      planned.formUnion(paths.map(CatalogRun.treePath))
      if overlay { planned.formUnion(paths.map(CatalogRun.overlayPath)) }
      planned.formUnion(AuditFiles.names)
    }
    try folder.plan(planned)
    // What an earlier audited run wrote for the images made again now without an audit (or
    // without the overlay) would describe other pixels: removed (only files Tessera wrote).
    if !policy.isActive {
      for name in AuditFiles.names { try folder.remove(name) }
    }
    for path in paths {
      if !policy.isActive { try folder.remove(CatalogRun.treePath(path)) }
      if !policy.isActive || !overlay { try folder.remove(CatalogRun.overlayPath(path)) }
    }
    let audits = Locked<[Int: AuditedImage]>([:])
    // No manifest while images change: a run killed now leaves none rather than a stale one.
    try folder.remove("manifest.json")
    let workers = max(1, min(jobs.count, self.jobs ?? ProcessInfo.processInfo.activeProcessorCount))
    let progress = Progress(total: jobs.count)
    let results = Locked<[Int: Result_]>([:])
    let next = Locked(0)
    let unchanged = Locked(0)
    let start = Date()
    // What one image's output changes in the folder; the parent alone writes.
    let warnings = Locked<[Int: [String]]>([:])
    let apply: @Sendable (Int, JobOutput) throws -> ManifestEntry = { i, output in
      let job = jobs[i]
      if !output.warnings.isEmpty { warnings.withLock { $0[i] = output.warnings } }
      if let tree = output.tree {
        try CatalogRun.writeIfChanged(tree, to: CatalogRun.treePath(job.relativePath), in: folder)
      }
      if let bytes = output.overlay {
        try folder.write(bytes, to: CatalogRun.overlayPath(job.relativePath), durable: false)
      }
      if let audit = output.audit {
        audits.withLock {
          $0[i] = AuditedImage(
            path: job.relativePath, label: job.label, width: Double(output.width) / job.scale,
            height: Double(output.height) / job.scale, result: audit)
        }
      }
      if let png = output.png {
        // Not fsynced: previews are cheap to make again.
        try folder.write(png, to: job.relativePath, durable: false)
      } else {
        unchanged.withLock { $0 += 1 }
        folder.keep(job.relativePath, verified: true)
      }
      return job.manifestEntry(width: output.width, height: output.height, hash: output.digest)
    }
    let keepsUnchanged = keepsUnchangedImages
    let existing: @Sendable (Int) -> JobOutput.Existing? = { i in
      guard keepsUnchanged else { return nil }
      let path = jobs[i].relativePath
      guard let bytes = folder.existing(path), let digest = PixelDigest(storedIn: bytes) else { return nil }
      return JobOutput.Existing(
        digest: digest.description, verified: folder.isUnchangedSinceWritten(path),
        path: folder.root + "/" + path)
    }
    let pool = inWorkers ? try WorkerPool(slots: workers, limits: catalog.limits) : nil
    defer { pool?.close() }
    if let pool {
      // Each image in a worker process: one that crashes, hangs or runs out of memory fails alone.
      pool.run(
        jobs.count, seconds: catalog.limits.seconds,
        request: { i in try WorkerRequest(kind: .render, index: i, existing: existing(i)).frame() }
      ) { i, reply in
        let result = Result_ {
          switch reply {
          case .success(let parts):
            return try apply(i, try WorkerReply.output(parts).get())
          case .failure(let failure):
            throw failure
          }
        }
        results.withLock { $0[i] = result }
        progress.advance(failed: (try? result.get()) == nil)
      }
    } else {
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        defer { tessera_crash_note_set(Int32(worker), nil) }
        while true {
          let i = next.withLock { n -> Int in
            defer { n += 1 }
            return n
          }
          guard i < jobs.count else { return }
          // If this job's code kills the process, the crash handler names it.
          tessera_crash_note_set(Int32(worker), jobs[i].label)
          let result = Result_ {
            try apply(
              i, try JobOutput.render(jobs[i], policy: policy, overlay: overlay, existing: existing(i)))
          }
          results.withLock { $0[i] = result }
          progress.advance(failed: (try? result.get()) == nil)
        }
      }
    }
    progress.finish()
    let all = results.withLock { $0 }
    var entries: [ManifestEntry] = []
    var failures: [String] = []
    for i in jobs.indices {
      switch all[i] {
      case .success(let e)?: entries.append(e)
      case .failure(let e)?:
        failures.append("\(Escape.console(jobs[i].relativePath)): \(Escape.console("\(e)"))")
      case nil: failures.append("\(Escape.console(jobs[i].relativePath)): not rendered")
      }
    }
    entries += kept.sorted { $0.path < $1.path }
    let audited = audits.withLock { a in jobs.indices.compactMap { a[$0] } }
    // The Dynamic Type sweep: each preview once, in its first variant at the first scale, unless
    // that variant fixes a Dynamic Type size of its own.
    var sweeps: [SweptPreview] = []
    if policy.isActive, catalog.audit.auditDynamicType {
      var seen = Set<String>()
      let swept = jobs.indices.filter { seen.insert(jobs[$0].sweepName).inserted }
      let outcomes = Locked<[Int: Swift.Result<[DynamicTypeSweep.Finding], Error>]>([:])
      if let pool {
        // Twelve renders each: twelve times the time of one image.
        pool.run(
          swept.count, seconds: catalog.limits.seconds * 12,
          request: { k in try WorkerRequest(kind: .sweep, index: swept[k]).frame() }
        ) { k, reply in
          let outcome = Swift.Result<[DynamicTypeSweep.Finding], Error> {
            switch reply {
            case .success(let parts): return try WorkerReply.sweep(parts).get()
            case .failure(let failure): throw failure
            }
          }
          outcomes.withLock { $0[k] = outcome }
        }
      } else {
        for (k, i) in swept.enumerated() {
          outcomes.withLock { $0[k] = Swift.Result { try jobs[i].sweep(policy.options) } }
        }
      }
      let all = outcomes.withLock { $0 }
      for (k, i) in swept.enumerated() {
        switch all[k] {
        case .success(let findings)?:
          sweeps.append(SweptPreview(name: jobs[i].sweepName, findings: findings))
        case .failure(let error)?:
          failures.append(
            "\(Escape.console(jobs[i].sweepName)): Dynamic Type sweep: \(Escape.console("\(error)"))")
        case nil:
          failures.append("\(Escape.console(jobs[i].sweepName)): Dynamic Type sweep: not run")
        }
      }
    }
    if policy.isActive {
      try folder.write(try AuditFiles.json(audited, sweeps: sweeps), to: "audit.json")
      try folder.write(AuditFiles.markdown(audited, sweeps: sweeps), to: "audit.md")
      try folder.write(AuditFiles.junit(audited), to: "audit.junit.xml")
      try folder.write(AuditFiles.html(audited), to: "audit.html")
    }
    try folder.write(try ManifestFile(images: entries).encoded(), to: "manifest.json")
    try folder.write(Gallery.html(entries, themes: themeNames), to: "index.html")
    try folder.finish(prune: !partial)
    let seconds = Date().timeIntervalSince(start)
    Console.out(
      "tessera: \(jobs.count) images of \(previewCount) previews in \(String(format: "%.1f", seconds)) s with \(workers) jobs (\(unchanged.withLock { $0 }) already up to date) → \(Escape.console(output.path))/index.html"
    )
    // The renders' warnings (a missing asset, unsupported API), each with its image.
    let warned = warnings.withLock { $0 }
    for i in warned.keys.sorted() {
      for w in warned[i] ?? [] {
        Console.error("tessera: warning: \(Escape.console(jobs[i].label)): \(Escape.console(w))")
      }
    }
    for f in failures { Console.error("tessera: failed: " + f) }
    var result = Result(entries: entries, paths: paths, failures: failures, audits: audited)
    result.sweeps = sweeps
    if policy.isActive {
      let counts = AuditFiles.counts(audited).map { "\($0.count) \($0.kind.name)" }.joined(separator: ", ")
      let ignored = audited.reduce(0) { $0 + $1.result.suppressed.count }
      let inImages = audited.reduce(0) { $0 + $1.result.findings.count }
      Console.out(
        "tessera: audit: \(inImages) finding\(inImages == 1 ? "" : "s")\(counts.isEmpty ? "" : " (\(counts))") in \(audited.filter { !$0.result.findings.isEmpty }.count) of \(audited.count) images, \(ignored) ignored in code → \(Escape.console(output.path))/audit.html"
      )
      if !sweeps.isEmpty {
        let n = sweeps.reduce(0) { $0 + $1.findings.count }
        Console.out(
          "tessera: Dynamic Type sweep: \(n) finding\(n == 1 ? "" : "s") in \(sweeps.filter { !$0.findings.isEmpty }.count) of \(sweeps.count) previews over 12 sizes → \(Escape.console(output.path))/audit.md"
        )
      }
      if policy.mode == .warn || policy.mode == .fail {
        for p in sweeps {
          for f in p.findings {
            Console.error(
              "tessera: \(policy.mode == .fail ? "error" : "warning"): \(Escape.console(p.name)): \(Escape.console(f.description))"
            )
          }
        }
        for image in audited {
          for f in image.result.findings {
            Console.error(
              "tessera: \(policy.mode == .fail ? "error" : "warning"): \(Escape.console(image.path)): \(Escape.console(f.description))"
            )
          }
        }
      }
    }
    result.audits = audited
    return result
  }

  private typealias Result_ = Swift.Result<ManifestEntry, Error>

  /// Writes `bytes` unless the file Tessera wrote there holds them already.
  static func writeIfChanged(_ bytes: [UInt8], to relative: String, in folder: ManagedFolder) throws {
    if let old = folder.existing(relative), old == bytes, folder.isUnchangedSinceWritten(relative) {
      folder.keep(relative, verified: true)
      return
    }
    try folder.write(bytes, to: relative, durable: false)
  }
}
