import Foundation
import TesseraFiles
import TesseraPNG
import TesseraRaster
import TesseraSnapshot
import TesseraSync

/// One image of a folder comparison.
package struct DiffEntry: Codable, Sendable {
  /// What happened to the image.
  package enum Status: String, Codable, Sendable, CaseIterable {
    case changed, added, removed, error, unchanged
  }

  /// The path relative to both folders, with `/` separators.
  package var path: String
  package var status: Status
  /// Why, in words (empty when unchanged).
  package var message: String
  package var baselineSize: [Int]?
  package var currentSize: [Int]?
  package var differingPixels: Int?
  /// `[x0, y0, x1, y1]` of the changed pixels.
  package var changedBounds: [Int]?
  /// Report files, relative to the report folder.
  package var baselineImage: String?
  package var currentImage: String?
  package var diffImage: String?
  /// SHA-256 of the reference file at ``path`` as compared (nil when there was none); set for
  /// changed, added and removed images, so that accepting them can tell whether the reference
  /// changed on disk since.
  package var baselineDigest: String?
  /// SHA-256 of the new file as compared; set for changed and added images.
  package var currentDigest: String?
  /// The alternate reference the image matched (`NAME~alt1.png`), when it was not the reference
  /// itself (see `ReferenceAlternates`).
  package var matchedReference: String?
  /// The alternate references beside the reference, each with its SHA-256; set for changed, added
  /// and removed images that have some.
  package var alternates: [ReferenceFile]?

  package var failed: Bool { status != .unchanged }
}

/// A file of the reference folder and its SHA-256.
package struct ReferenceFile: Codable, Sendable, Equatable {
  /// The path relative to the reference folder.
  package var path: String
  /// SHA-256 of its bytes, as 64 hex digits.
  package var digest: String
}

/// Pairs the files of two folders by the bytes of their relative paths and compares them in
/// parallel.
///
/// Every file is accounted for: a file that is not a readable PNG (on either side, even when both
/// sides hold the same bytes), a link, a device or an over-long path is an error. Images are
/// always decoded: a digest stored in a file is never taken as the truth, and two identical
/// files are still checked to be images. Comparison is exact unless the tolerance says otherwise,
/// and exact means every bit the files hold: 16-bit images are compared at 16 bits.
struct FolderComparison: Sendable {
  var baseline: String
  var current: String
  var tolerance: ImageTolerance
  var shard: Shard?
  /// Only these relative paths (a filtered `verify`); nil for every file.
  var only: Set<String>? = nil
  var jobs: Int

  /// The files of both folders that this comparison covers, by relative path bytes.
  struct Plan: Sendable {
    var baseline: InputFolder
    var current: InputFolder
    var paths: [[UInt8]]
    var inBaseline: [[UInt8]: String?]
    var inCurrent: [[UInt8]: String?]
    /// The alternate references of the baseline (`NAME~altN.png`) by their reference's path, in
    /// the order of their numbers: compared with the new image when the reference differs,
    /// never listed as images of their own.
    var alternates: [[UInt8]: [[UInt8]]] = [:]

    /// The report images this plan may write: three per path.
    var reportImages: Set<String> {
      Set(
        paths.indices.flatMap { i in
          ["baseline", "current", "diff"].map { FolderComparison.imageName(i, $0) }
        })
    }
  }

  /// Lists both folders.
  /// - Throws: ``InputError`` when a folder is missing or unreadable.
  func plan() throws -> Plan {
    let a = try InputFolder(baseline, role: "baseline")
    let b = try InputFolder(current, role: "current")

    var inA: [[UInt8]: String?] = [:]
    var inB: [[UInt8]: String?] = [:]
    var alternates: [[UInt8]: [(Int, [UInt8])]] = [:]
    for item in a.items {
      if item.problem == nil, let name = String(validating: item.relative, as: UTF8.self),
        let primary = ReferenceAlternates.primary(of: name), primary.path.lowercased().hasSuffix(".png")
      {
        alternates[Array(primary.path.utf8), default: []].append((primary.number, item.relative))
        continue
      }
      inA[item.relative] = item.problem
    }
    for item in b.items { inB[item.relative] = item.problem }
    var all = Array(Set(inA.keys).union(inB.keys).union(alternates.keys)).sorted {
      $0.lexicographicallyPrecedes($1)
    }
    if let shard { all = all.filter { shard.contains(bytes: $0) } }
    if let only { all = all.filter { only.contains(Escape.displayName($0)) } }
    return Plan(
      baseline: a, current: b, paths: all, inBaseline: inA, inCurrent: inB,
      alternates: alternates.mapValues { $0.sorted { $0.0 < $1.0 }.map(\.1) })
  }

  static func imageName(_ index: Int, _ suffix: String) -> String {
    String(format: "images/%05d-%@.png", index, suffix)
  }

  /// Compares the folders; when `report` is set, writes the images a report shows into it (the
  /// plan's ``Plan/reportImages`` must have been planned there).
  /// - Returns: the entries, and the report images that could not be written (each with the
  ///   reason), which the caller must report as an error.
  func run(_ plan: Plan, report: ManagedFolder?) -> (entries: [DiffEntry], writeFailures: [String]) {
    let paths = plan.paths
    let results = Locked<[Int: DiffEntry]>([:])
    let failures = Locked<[String]>([])
    let next = Locked(0)
    let workers = max(1, min(jobs, paths.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let i = next.withLock { n -> Int in
          defer { n += 1 }
          return n
        }
        guard i < paths.count else { return }
        let (entry, failed) = compare(paths[i], index: i, plan: plan, report: report)
        results.withLock { $0[i] = entry }
        if !failed.isEmpty { failures.withLock { $0 += failed } }
      }
    }
    let done = results.withLock { $0 }
    let entries = paths.indices.map {
      done[$0] ?? DiffEntry(path: Escape.displayName(paths[$0]), status: .error, message: "not compared")
    }
    return (entries, failures.withLock { $0 }.sorted())
  }

  /// Compares one path; returns its entry and the report images that could not be written.
  func compare(_ relative: [UInt8], index: Int, plan: Plan, report: ManagedFolder?) -> (DiffEntry, [String]) {
    let path = Escape.displayName(relative)
    var entry = DiffEntry(path: path, status: .unchanged, message: "")
    var writeFailures: [String] = []
    func keep(_ bytes: [UInt8], _ suffix: String) -> String? {
      guard let report else { return nil }
      let name = Self.imageName(index, suffix)
      do {
        try report.write(bytes, to: name, durable: false)
        return name
      } catch {
        writeFailures.append("\(Escape.console(path)) (\(suffix) image): \(error)")
        return nil
      }
    }
    do {
      let a = plan.inBaseline[relative]
      let b = plan.inCurrent[relative]
      if let problem = a ?? nil { throw InputError("baseline: \(problem)") }
      if let problem = b ?? nil { throw InputError("current: \(problem)") }
      guard path.lowercased().hasSuffix(".png") else {
        throw InputError(
          "not a PNG image (in the \(a != nil && b != nil ? "baseline and current" : a != nil ? "baseline" : "current") folder); Tessera compares .png files only: move other files out of the compared folders"
        )
      }
      let primary = a != nil ? try plan.baseline.read(relative, role: "baseline") : nil
      let new = b != nil ? try plan.current.read(relative, role: "current") : nil
      // Alternate references: read once; a new image matching one of them is unchanged.
      let alternates = try (plan.alternates[relative] ?? []).map {
        (name: Escape.displayName($0), bytes: try plan.baseline.read($0, role: "baseline"))
      }
      func matchedAlternate(_ new: [UInt8]) throws -> String? {
        for alternate in alternates where try sameImage(alternate.bytes, new) { return alternate.name }
        return nil
      }
      // Digests for what a reviewer may accept: the reference as it is now, the new image, the
      // alternates.
      func finish() -> (DiffEntry, [String]) {
        if entry.status == .changed || entry.status == .added || entry.status == .removed {
          entry.baselineDigest = primary.map(SHA256.hex)
          entry.currentDigest = new.map(SHA256.hex)
          if !alternates.isEmpty {
            entry.alternates = alternates.map { ReferenceFile(path: $0.name, digest: SHA256.hex($0.bytes)) }
          }
        }
        return (entry, writeFailures)
      }
      if primary == nil, let new, !alternates.isEmpty, let name = try matchedAlternate(new) {
        entry.matchedReference = name
        entry.message = "matches the alternate reference \(name)"
        return finish()
      }
      // With only alternates, the first stands for the reference in the report's pictures.
      let old = primary ?? alternates.first?.bytes
      switch (old, new) {
      case (let old?, let new?):
        // The same bytes on both sides are the same image; they must still be a readable PNG.
        // A file whose stored digest of its own compressed data still matches is as Tessera's
        // encoder wrote it (an integrity check, like a CRC, not a claim about pixels); any other
        // file is decoded to prove it is an image.
        if old == new {
          // The structure is always checked (a chunk between IDATs, an animation, a bad CRC make
          // a file no image on both sides); the pixels are decoded unless a stored digest of the
          // image data, written by Tessera's encoder, proves they decode.
          try check(old, side: "baseline")
          if PixelDigest(storedIn: old) == nil || (try? PNG.info(old)) == nil {
            _ = try decode(old, side: "baseline")
          }
          return finish()
        }
        let expected = try decode(old, side: "baseline")
        let actual = try decode(new, side: "current")
        entry.baselineSize = [expected.width, expected.height]
        entry.currentSize = [actual.width, actual.height]
        let (comparison, states) = ImageDiffer.compare(
          expected: expected, actual: actual, tolerance: tolerance)
        if comparison.matches {
          // Equal premultiplied at 8 bits; an exact comparison compares every stored bit: 16-bit
          // samples, and the color under transparent or translucent pixels.
          guard tolerance.pixel == .exact, comparison.verdict == .identical else { return finish() }
          let s0 = try samples(old, side: "baseline")
          let s1 = try samples(new, side: "current")
          if s0.hasSamePixels(as: s1) { return finish() }
          if let name = try matchedAlternate(new) {
            entry.matchedReference = name
            entry.message = "matches the alternate reference \(name)"
            return finish()
          }
          let differing = zip(s0.rgba16, s1.rgba16).count { $0 != $1 }
          entry.status = .changed
          entry.message =
            "the same pixels as shown, but \(differing) stored sample(s) differ (color under transparent pixels, or bits beyond 8 per channel; bit depth \(s0.bitDepth) → \(s1.bitDepth))"
        } else {
          if let name = try matchedAlternate(new) {
            entry.matchedReference = name
            entry.message = "matches the alternate reference \(name)"
            return finish()
          }
          entry.status = .changed
          if comparison.sizeMismatch {
            entry.message =
              "size changed from \(expected.width)×\(expected.height) to \(actual.width)×\(actual.height)"
          } else {
            entry.differingPixels = comparison.differingPixels
            if let r = comparison.changedBounds { entry.changedBounds = [r.x0, r.y0, r.x1, r.y1] }
            let total = max(1, expected.width * expected.height)
            entry.message = String(
              format: "%d of %d pixels differ (%.3f%%), largest channel change %d",
              comparison.differingPixels,
              total,
              Double(comparison.differingPixels) * 100 / Double(total), comparison.largestChannelDelta)
            if let diff = ImageDiffer.diffImage(expected: expected, states: states),
              let bytes = try? PNG.encode(diff, options: PNGOptions.standard.singleThreaded)
            {
              entry.diffImage = keep(bytes, "diff")
            }
          }
        }
        if !alternates.isEmpty {
          entry.message +=
            primary == nil
            ? " (compared with the alternate \(alternates[0].name): there is no reference itself; \(alternates.count) alternate\(alternates.count == 1 ? "" : "s"), none matches)"
            : "; the \(alternates.count) alternate reference\(alternates.count == 1 ? "" : "s") differ\(alternates.count == 1 ? "s" : "") too"
        }
        entry.baselineImage = keep(old, "baseline")
        entry.currentImage = keep(new, "current")
      case (let old?, nil):
        let expected = try decode(old, side: "baseline")
        entry.status = .removed
        entry.baselineSize = [expected.width, expected.height]
        entry.message =
          alternates.isEmpty
          ? "only in the baseline"
          : "only in the baseline (with \(alternates.count) alternate reference\(alternates.count == 1 ? "" : "s"))"
        entry.baselineImage = keep(old, "baseline")
      case (nil, let new?):
        let actual = try decode(new, side: "current")
        entry.status = .added
        entry.currentSize = [actual.width, actual.height]
        entry.message = "new image"
        entry.currentImage = keep(new, "current")
      case (nil, nil):
        entry.status = .error
        entry.message = "in neither folder"
      }
      return finish()
    } catch {
      entry.status = .error
      entry.message = "\(error)"
    }
    return (entry, writeFailures)
  }

  /// Whether two files hold the same image under the tolerance (the same bytes always do; exact
  /// comparison of 16-bit files compares every bit).
  func sameImage(_ reference: [UInt8], _ new: [UInt8]) throws -> Bool {
    if reference == new { return true }
    let expected = try decode(reference, side: "baseline")
    let actual = try decode(new, side: "current")
    let comparison = ImageDiffer.compare(expected: expected, actual: actual, tolerance: tolerance).0
    guard comparison.matches else { return false }
    guard tolerance.pixel == .exact, comparison.verdict == .identical else { return true }
    return try samples(reference, side: "baseline").hasSamePixels(as: samples(new, side: "current"))
  }

  /// Refuses a file whose chunk structure is not a still PNG's (see `PNG.checkStructure`).
  func check(_ bytes: [UInt8], side: String) throws {
    do { try PNG.checkStructure(bytes, source: side) } catch {
      throw InputError("\(error)")
    }
  }

  func decode(_ bytes: [UInt8], side: String) throws -> Pixmap {
    try check(bytes, side: side)
    do { return try PNG.decode(bytes, source: side) } catch {
      throw InputError("\(error)")
    }
  }

  func samples(_ bytes: [UInt8], side: String) throws -> PNGSamples {
    try check(bytes, side: side)
    do { return try PNG.decodeSamples(bytes, source: side) } catch {
      throw InputError("\(error)")
    }
  }
}
