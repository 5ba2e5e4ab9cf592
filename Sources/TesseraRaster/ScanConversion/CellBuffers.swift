import TesseraSync

/// The scan converter's cell accumulation buffers (cover and area, ``ScanConverter/bandCellBudget``
/// cells each), kept zeroed between uses and reused: a sweep clears every cell it touched, so a
/// buffer goes back to the pool as clean as it came, and no fill pays for zeroing 2 MiB.
///
/// A buffer belongs to one sweep at a time; the pool keeps at most ``poolLimit`` of them (one per
/// thread that rasterizes at once), and frees the rest.
final class CellBuffers: @unchecked Sendable {
  /// Cover values: the signed height each cell's edges cross, in 1/256 px.
  let cover: UnsafeMutableBufferPointer<Int32>
  /// Area values: the signed area each cell's edges leave to their left, in 1/131072 px².
  let area: UnsafeMutableBufferPointer<Int32>

  /// The most idle buffers kept.
  static let poolLimit = 8
  fileprivate static let pool = Locked<[CellBuffers]>([])

  private init() {
    cover = .allocate(capacity: ScanConverter.bandCellBudget)
    cover.initialize(repeating: 0)
    area = .allocate(capacity: ScanConverter.bandCellBudget)
    area.initialize(repeating: 0)
  }

  deinit {
    cover.deallocate()
    area.deallocate()
  }

  /// Runs `body` with zeroed buffers; `body` must leave every cell at zero.
  static func withBuffers<R>(_ body: (CellBuffers) -> R) -> R {
    let buffers = pool.withLock { $0.popLast() } ?? CellBuffers()
    let result = body(buffers)
    pool.withLock { free in
      if free.count < poolLimit { free.append(buffers) }
    }
    return result
  }
}

extension CellBuffers {
  /// Whether every idle buffer is all zeros (for tests: a sweep that left a cell set would spoil
  /// the next fill).
  static func pooledBuffersAreClean() -> Bool {
    pool.withLock { free in
      free.allSatisfy { b in !b.cover.contains { $0 != 0 } && !b.area.contains { $0 != 0 } }
    }
  }
}
