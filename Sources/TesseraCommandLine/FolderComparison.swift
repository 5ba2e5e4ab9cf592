import Foundation
import TesseraPNG
import TesseraRaster
import TesseraSnapshot
import TesseraSync

/// One image of a folder comparison.
struct DiffEntry: Codable, Sendable {
  /// What happened to the image.
  enum Status: String, Codable, Sendable, CaseIterable {
    case changed, added, removed, error, unchanged
  }

  /// The path relative to both folders, with `/` separators.
  var path: String
  var status: Status
  /// Why, in words (empty when unchanged).
  var message: String
  var baselineSize: [Int]?
  var currentSize: [Int]?
  var differingPixels: Int?
  /// `[x0, y0, x1, y1]` of the changed pixels.
  var changedBounds: [Int]?
  /// Report files, relative to the report folder.
  var baselineImage: String?
  var currentImage: String?
  var diffImage: String?

  var failed: Bool { status != .unchanged }
}

/// Pairs the PNG files of two folders by relative path and compares them in parallel.
///
/// Byte-equal files, and files whose stored ``PixelDigest``s are equal (the same pixels, encoded
/// differently), are unchanged without decoding; others are decoded and compared under the
/// tolerance. Files that do not end in `.png` are skipped (and counted).
struct FolderComparison: Sendable {
  var baseline: String
  var current: String
  var tolerance: ImageTolerance
  var shard: Shard?
  var jobs: Int

  /// The PNG files under `root`, relative, sorted; and how many other files were skipped.
  static func pngFiles(under root: String) throws -> (files: [String], skipped: Int) {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else {
      throw InputError("the folder \(root) does not exist")
    }
    guard isDir.boolValue else { throw InputError("\(root) is a file, not a folder") }
    guard let enumerator = FileManager.default.enumerator(atPath: root) else {
      throw InputError("cannot read the folder \(root)")
    }
    var files: [String] = []
    var skipped = 0
    while let item = enumerator.nextObject() as? String {
      var d: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &d), !d.boolValue else {
        continue
      }
      if item.lowercased().hasSuffix(".png") { files.append(item) } else { skipped += 1 }
    }
    return (files.sorted(), skipped)
  }

  /// Compares the folders; when `reportFolder` is set, writes the images a report shows into it.
  /// - Returns: the entries, the number of skipped files, and the report images that could not
  ///   be written (each with the reason), which the caller must report as an error.
  func run(reportFolder: String?) throws -> (entries: [DiffEntry], skipped: Int, writeFailures: [String]) {
    let (a, skippedA) = try Self.pngFiles(under: baseline)
    let (b, skippedB) = try Self.pngFiles(under: current)
    let all = Array(Set(a).union(b)).sorted()
    let paths = shard.map { s in all.filter { s.contains($0) } } ?? all
    let inBaseline = Set(a)
    let inCurrent = Set(b)
    let results = Locked<[Int: DiffEntry]>([:])
    let failures = Locked<[String]>([])
    let next = Locked(0)
    let workers = max(1, min(jobs, paths.count))
    if let reportFolder {
      // The report owns its images folder: clear images left by an earlier run.
      try? FileManager.default.removeItem(atPath: reportFolder + "/images")
      try FileManager.default.createDirectory(
        atPath: reportFolder + "/images", withIntermediateDirectories: true)
    }
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let i = next.withLock { n -> Int in
          defer { n += 1 }
          return n
        }
        guard i < paths.count else { return }
        let (entry, failed) = compare(
          paths[i], index: i, inBaseline: inBaseline.contains(paths[i]),
          inCurrent: inCurrent.contains(paths[i]),
          reportFolder: reportFolder)
        results.withLock { $0[i] = entry }
        if !failed.isEmpty { failures.withLock { $0 += failed } }
      }
    }
    let done = results.withLock { $0 }
    let entries = paths.indices.map {
      done[$0] ?? DiffEntry(path: paths[$0], status: .error, message: "not compared")
    }
    return (entries, skippedA + skippedB, failures.withLock { $0 }.sorted())
  }

  /// Compares one path; returns its entry and the report images that could not be written.
  func compare(_ path: String, index: Int, inBaseline: Bool, inCurrent: Bool, reportFolder: String?)
    -> (DiffEntry, [String])
  {
    var entry = DiffEntry(path: path, status: .unchanged, message: "")
    var writeFailures: [String] = []
    let stem = String(format: "images/%05d", index)
    func keep(_ bytes: [UInt8], _ suffix: String) -> String? {
      guard let reportFolder else { return nil }
      let name = "\(stem)-\(suffix).png"
      do {
        try AtomicFile.write(bytes, to: reportFolder + "/" + name)
        return name
      } catch {
        writeFailures.append("\(path) (\(suffix) image): \(error)")
        return nil
      }
    }
    do {
      let old = inBaseline ? try readBytes(baseline + "/" + path, side: "baseline") : nil
      let new = inCurrent ? try readBytes(current + "/" + path, side: "current") : nil
      switch (old, new) {
      case (let old?, let new?):
        if old == new { return (entry, writeFailures) }
        if let a = PixelDigest(storedIn: old), let b = PixelDigest(storedIn: new), a == b {
          return (entry, writeFailures)
        }
        let expected = try decode(old, path: baseline + "/" + path)
        let actual = try decode(new, path: current + "/" + path)
        entry.baselineSize = [expected.width, expected.height]
        entry.currentSize = [actual.width, actual.height]
        let (comparison, states) = ImageDiffer.compare(
          expected: expected, actual: actual, tolerance: tolerance)
        if comparison.matches { return (entry, writeFailures) }
        entry.status = .changed
        if comparison.sizeMismatch {
          entry.message =
            "size changed from \(expected.width)×\(expected.height) to \(actual.width)×\(actual.height)"
        } else {
          entry.differingPixels = comparison.differingPixels
          if let r = comparison.changedBounds { entry.changedBounds = [r.x0, r.y0, r.x1, r.y1] }
          let total = max(1, expected.width * expected.height)
          entry.message = String(
            format: "%d of %d pixels differ (%.3f%%), largest channel change %d", comparison.differingPixels,
            total,
            Double(comparison.differingPixels) * 100 / Double(total), comparison.largestChannelDelta)
          if let diff = ImageDiffer.diffImage(expected: expected, states: states),
            let bytes = try? PNG.encode(diff, options: PNGOptions.standard.singleThreaded)
          {
            entry.diffImage = keep(bytes, "diff")
          }
        }
        entry.baselineImage = keep(old, "baseline")
        entry.currentImage = keep(new, "current")
      case (let old?, nil):
        let expected = try decode(old, path: baseline + "/" + path)
        entry.status = .removed
        entry.baselineSize = [expected.width, expected.height]
        entry.message = "only in the baseline"
        entry.baselineImage = keep(old, "baseline")
      case (nil, let new?):
        let actual = try decode(new, path: current + "/" + path)
        entry.status = .added
        entry.currentSize = [actual.width, actual.height]
        entry.message = "new image"
        entry.currentImage = keep(new, "current")
      case (nil, nil):
        entry.status = .error
        entry.message = "in neither folder"
      }
    } catch {
      entry.status = .error
      entry.message = "\(error)"
    }
    return (entry, writeFailures)
  }

  func readBytes(_ path: String, side: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputError("cannot read the \(side) file \(path)")
    }
    return [UInt8](data)
  }

  func decode(_ bytes: [UInt8], path: String) throws -> Pixmap {
    do { return try PNG.decode(bytes, source: path) } catch {
      throw InputError("\(path) is not a readable PNG: \(error)")
    }
  }
}
