import TesseraSync

/// A process-wide cache of blurred rounded-rectangle masks (the small nine-patch masks of
/// ``Canvas/drawShadow(roundedRect:radii:shadow:)``), so that repeated cards blur once.
///
/// Keys hold everything the mask depends on: the shape's size, its sub-pixel offset, its radii
/// and the blur; a hit gives exactly the bytes a miss would compute. The cache holds at most
/// ``byteLimit`` bytes and drops its oldest entries first.
final class ShadowMaskCache: Sendable {
  struct Key: Hashable, Sendable {
    var fracX: Double
    var fracY: Double
    var width: Double
    var height: Double
    var radii: CornerRadiiKey
    var sigma: Double
    var maskWidth: Int
    var maskHeight: Int
    var pad: Int
  }

  struct CornerRadiiKey: Hashable, Sendable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double
  }

  /// The most bytes of masks kept.
  static let byteLimit = 32 << 20

  static let shared = ShadowMaskCache()

  private struct Storage {
    var masks: [Key: [UInt8]] = [:]
    var order: [Key] = []
    var bytes = 0
    var hits = 0
    var misses = 0
  }

  private let storage = Locked(Storage())

  func mask(for key: Key, make: () -> [UInt8]) -> [UInt8] {
    if let hit = storage.withLock({ s -> [UInt8]? in
      let m = s.masks[key]
      if m != nil { s.hits += 1 } else { s.misses += 1 }
      return m
    }) {
      return hit
    }
    let made = make()
    storage.withLock { s in
      guard s.masks[key] == nil, made.count <= ShadowMaskCache.byteLimit else { return }
      while s.bytes + made.count > ShadowMaskCache.byteLimit, !s.order.isEmpty {
        let old = s.order.removeFirst()
        s.bytes -= s.masks.removeValue(forKey: old)?.count ?? 0
      }
      s.masks[key] = made
      s.order.append(key)
      s.bytes += made.count
    }
    return made
  }

  /// Hits and misses so far (for benchmarks).
  var statistics: (hits: Int, misses: Int, bytes: Int) {
    storage.withLock { ($0.hits, $0.misses, $0.bytes) }
  }

  /// Empties the cache.
  func removeAll() {
    storage.withLock { $0 = Storage() }
  }
}
