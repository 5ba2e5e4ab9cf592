import TesseraGeometry
import TesseraRaster
import TesseraSync

/// A process-wide, thread-safe cache of rasterized glyphs.
///
/// Keys are the face, the glyph, the device pixel size (in 1/64 px) and the horizontal subpixel
/// position (in quarters of a pixel): everything the mask depends on, so a hit gives the bytes a
/// miss would compute. At most ``byteLimit`` bytes are kept; the oldest entries go first.
public final class GlyphCache: Sendable {
  /// Subpixel positions per pixel, horizontally.
  public static let subpixelSteps = 4
  /// The most bytes of glyph masks kept.
  public static let byteLimit = 64 << 20

  /// The shared cache.
  public static let shared = GlyphCache()

  struct Key: Hashable {
    var face: Int
    var glyph: UInt32
    var size64: Int
    var subpixel: Int
  }

  private struct Storage {
    var masks: [Key: CoverageMask] = [:]
    var order: [Key] = []
    var head = 0
    var bytes = 0
    var hits = 0
    var misses = 0
  }

  private let storage = Locked(Storage())

  /// The mask of a glyph at a device size and subpixel offset, relative to its pen position.
  public func mask(face: FontFace, glyph: UInt32, pixelSize: Double, subpixel: Int) -> CoverageMask {
    let size64 = Int((pixelSize * 64).rounded())
    let key = Key(face: face.id, glyph: glyph, size64: size64, subpixel: subpixel)
    if let hit = storage.withLock({ s -> CoverageMask? in
      if let m = s.masks[key] {
        s.hits += 1
        return m
      }
      s.misses += 1
      return nil
    }) {
      return hit
    }
    let px = Double(size64) / 64
    let t = AffineTransform(
      a: px, d: px, tx: Double(subpixel) / Double(GlyphCache.subpixelSteps), ty: 0)
    let made = CoverageMask(path: face.outline(glyph: glyph), transform: t) ?? .empty
    storage.withLock { s in
      guard s.masks[key] == nil else { return }
      while s.bytes + made.byteCount > GlyphCache.byteLimit && s.head < s.order.count {
        let old = s.order[s.head]
        s.head += 1
        s.bytes -= s.masks.removeValue(forKey: old)?.byteCount ?? 0
      }
      if s.head > 4096 && s.head * 2 > s.order.count {
        s.order.removeFirst(s.head)
        s.head = 0
      }
      s.masks[key] = made
      s.order.append(key)
      s.bytes += made.byteCount
    }
    return made
  }

  /// Hits, misses and bytes held so far.
  public var statistics: (hits: Int, misses: Int, bytes: Int) {
    storage.withLock { ($0.hits, $0.misses, $0.bytes) }
  }

  /// Empties the cache.
  public func removeAll() {
    storage.withLock { $0 = Storage() }
  }
}
