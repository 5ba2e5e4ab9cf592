import TesseraGeometry

/// Exact-area scan conversion in 24.8 fixed point.
///
/// Every line segment adds, to each pixel cell it crosses, its signed height in that cell
/// (`cover`) and twice the signed trapezoid area to the cell's left (`area`). Sweeping a row
/// from left to right, the running sum of `cover` gives the winding of the pixels after a cell,
/// and `acc × 512 − area` gives the exact signed area covered inside the cell, in units of
/// 1/131072 pixel. The fill rule is applied to that value, which is mapped to 8 bits by
/// `round(area × 255)`. No supersampling, no floating point per pixel: vertices are rounded to
/// 1/256 px once, and everything after that is integer arithmetic.
struct ScanConverter {
  struct Edge {
    var x0: Int32
    var y0: Int32
    var x1: Int32
    var y1: Int32
    var dir: Int32
  }

  /// The device pixels that may receive coverage.
  let clip: IntRect
  private(set) var edges: [Edge] = []
  private var minFX = Int32.max
  private var maxFX = Int32.min
  private var minFY = Int32.max
  private var maxFY = Int32.min
  /// Whether some segment was dropped for lying right of the clip: the shape's interior may then
  /// run up to the clip's right edge.
  private var extendsRight = false

  init(clip: IntRect) {
    self.clip = clip
  }

  var isEmpty: Bool { edges.isEmpty }

  /// Adds a closed polygon in device coordinates.
  mutating func addPolygon(_ pts: [Point]) {
    guard pts.count > 1 else { return }
    var prev = pts[pts.count - 1]
    for p in pts {
      addLine(prev, p)
      prev = p
    }
  }

  /// Adds all polylines of a flattened path as closed polygons (fills close open subpaths).
  mutating func addPolylines(_ lines: [Polyline]) {
    for l in lines { addPolygon(l.points) }
  }

  /// Adds one segment in device coordinates, clipped to the clip rectangle: parts above or below
  /// are dropped, parts to the left are projected onto the left edge (they still wind the
  /// pixels to their right), parts to the right are dropped.
  mutating func addLine(_ a: Point, _ b: Point) {
    guard a.isFinite, b.isFinite, a.y != b.y, !clip.isEmpty else { return }
    let top = Double(clip.y0)
    let bottom = Double(clip.y1)
    let left = Double(clip.x0)
    let right = Double(clip.x1)
    var p = a
    var q = b
    // Vertical clip.
    if (p.y <= top && q.y <= top) || (p.y >= bottom && q.y >= bottom) { return }
    func atY(_ p: Point, _ q: Point, _ y: Double) -> Point {
      let t = (y - p.y) / (q.y - p.y)
      return Point(x: p.x + (q.x - p.x) * t, y: y)
    }
    if p.y < top { p = atY(p, q, top) } else if p.y > bottom { p = atY(p, q, bottom) }
    if q.y < top { q = atY(a, q, top) } else if q.y > bottom { q = atY(a, q, bottom) }
    if p.y == q.y { return }
    // Horizontal: split at the left and right edges.
    func atX(_ p: Point, _ q: Point, _ x: Double) -> Point {
      let t = (x - p.x) / (q.x - p.x)
      return Point(x: x, y: p.y + (q.y - p.y) * t)
    }
    // Each piece in order along the segment: split where it strictly crosses the left edge,
    // then each part where it strictly crosses the right edge (no allocation per segment).
    func emit(_ u: Point, _ v: Point) {
      let mid = (u.x + v.x) / 2
      if mid > right {
        extendsRight = true
      } else if mid < left {
        addFixed(Point(x: left, y: u.y), Point(x: left, y: v.y))
      } else {
        addFixed(u, v)
      }
    }
    func splitAtRight(_ u: Point, _ v: Point) {
      if (u.x < right && v.x > right) || (u.x > right && v.x < right) {
        let m = atX(u, v, right)
        emit(u, m)
        emit(m, v)
      } else {
        emit(u, v)
      }
    }
    if (p.x < left && q.x > left) || (p.x > left && q.x < left) {
      let m = atX(p, q, left)
      splitAtRight(p, m)
      splitAtRight(m, q)
    } else {
      splitAtRight(p, q)
    }
  }

  private mutating func addFixed(_ a: Point, _ b: Point) {
    let w = Double(clip.width) * 256
    let h = Double(clip.height) * 256
    func fx(_ x: Double) -> Int32 { Int32(min(w, max(0, ((x - Double(clip.x0)) * 256).rounded()))) }
    func fy(_ y: Double) -> Int32 { Int32(min(h, max(0, ((y - Double(clip.y0)) * 256).rounded()))) }
    let ax = fx(a.x)
    let ay = fy(a.y)
    let bx = fx(b.x)
    let by = fy(b.y)
    if ay == by { return }
    let e =
      ay < by
      ? Edge(x0: ax, y0: ay, x1: bx, y1: by, dir: 1)
      : Edge(x0: bx, y0: by, x1: ax, y1: ay, dir: -1)
    edges.append(e)
    minFX = min(minFX, min(ax, bx))
    maxFX = max(maxFX, max(ax, bx))
    minFY = min(minFY, e.y0)
    maxFY = max(maxFY, e.y1)
  }

  /// The pixel rectangle (device coordinates) that may receive nonzero coverage.
  var coverageBounds: IntRect {
    guard !edges.isEmpty else { return IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
    return IntRect(
      x0: clip.x0 + Int(minFX >> 8), y0: clip.y0 + Int(minFY >> 8),
      x1: extendsRight ? clip.x1 : clip.x0 + min(clip.width, Int((maxFX + 255) >> 8)),
      y1: clip.y0 + min(clip.height, Int((maxFY + 255) >> 8)))
  }

  /// Cells per band: the accumulation buffers never exceed this many cells (2 MiB).
  static let bandCellBudget = 1 << 18

  /// Sweeps the edges, calling `body(y, x, count, coverage, constant)` for each run of pixels
  /// with nonzero coverage in row `y`, from column `x`: `coverage` holds `count` 8-bit values,
  /// or is nil when all `count` pixels have coverage `constant` (shape interiors).
  func rasterize(
    fillRule: FillRule, antiAlias: Bool = true,
    _ body: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafePointer<UInt8>?, _ constant: UInt8) -> Void
  ) {
    guard !edges.isEmpty else { return }
    let b = coverageBounds
    guard !b.isEmpty else { return }
    let cx0 = b.x0 - clip.x0
    let bw = b.width
    let cellW = bw + 1
    let bandRows = max(1, min(b.height, ScanConverter.bandCellBudget / cellW))
    var touched: [Int32] = []
    touched.reserveCapacity(1024)
    var coverage = [UInt8](repeating: 0, count: bw + 1)
    let sorted = edges.sorted { $0.y0 < $1.y0 }
    let evenOdd = fillRule == .evenOdd

    // Reused, zeroed buffers: the sweep below clears every cell it reads.
    CellBuffers.withBuffers { buffers in
      let cover = buffers.cover
      let area = buffers.area
      do {
        coverage.withUnsafeMutableBufferPointer { covBuf in
          guard let covBase = covBuf.baseAddress else { return }
          var bandTop = b.y0 - clip.y0
          let end = b.y1 - clip.y0
          var firstEdge = 0
          while bandTop < end {
            let bandBottom = min(end, bandTop + bandRows)
            let bandTopF = Int64(bandTop) << 8
            let bandBottomF = Int64(bandBottom) << 8
            while firstEdge < sorted.count && Int64(sorted[firstEdge].y1) <= bandTopF
              && Int64(sorted[firstEdge].y0) < bandTopF
            {
              firstEdge += 1
            }
            touched.removeAll(keepingCapacity: true)
            var i = firstEdge
            while i < sorted.count {
              let e = sorted[i]
              i += 1
              if Int64(e.y0) >= bandBottomF { break }
              if Int64(e.y1) <= bandTopF { continue }
              walkEdge(
                e, bandTop: bandTop, bandBottom: bandBottom, cx0: cx0, cellW: cellW, bw: bw,
                cover: cover, area: area, touched: &touched)
            }
            touched.sort()
            // Sweep the touched cells row by row; between them coverage is constant.
            var k = 0
            let n = touched.count
            while k < n {
              let key = Int(touched[k])
              let r = key / cellW
              let rowBase = r * cellW
              let y = clip.y0 + bandTop + r
              var acc = 0
              var runStart = -1  // first column of the pending per-pixel run
              var runLen = 0
              var x = key - rowBase
              var prevEnd = x  // first column after the last cell swept
              @inline(__always) func flushRun() {
                if runLen > 0 {
                  body(y, clip.x0 + cx0 + runStart, runLen, UnsafePointer(covBase + runStart), 0)
                  runLen = 0
                }
              }
              while true {
                // Constant span between the previous cell and this one.
                if x > prevEnd {
                  let c = ScanConverter.coverage8(acc &* 512, evenOdd: evenOdd, antiAlias: antiAlias)
                  flushRun()
                  if c != 0 { body(y, clip.x0 + cx0 + prevEnd, x - prevEnd, nil, c) }
                }
                if x < bw {
                  acc &+= Int(cover[rowBase + x])
                  let v = acc &* 512 &- Int(area[rowBase + x])
                  let c = ScanConverter.coverage8(v, evenOdd: evenOdd, antiAlias: antiAlias)
                  if c != 0 {
                    if runLen == 0 { runStart = x }
                    covBase[x] = c
                    runLen += 1
                  } else {
                    flushRun()
                  }
                }
                cover[rowBase + x] = 0
                area[rowBase + x] = 0
                prevEnd = x + 1
                // Next distinct touched cell in the same row.
                k += 1
                while k < n && Int(touched[k]) == rowBase + x { k += 1 }
                if k < n && Int(touched[k]) < rowBase + cellW {
                  x = Int(touched[k]) - rowBase
                } else {
                  break
                }
              }
              flushRun()
              if prevEnd < bw && acc != 0 {
                let c = ScanConverter.coverage8(acc &* 512, evenOdd: evenOdd, antiAlias: antiAlias)
                if c != 0 { body(y, clip.x0 + cx0 + prevEnd, bw - prevEnd, nil, c) }
              }
            }
            bandTop = bandBottom
          }
        }
      }
    }
  }

  /// Maps a signed cell area (1/131072 px units) to 8-bit coverage under a fill rule.
  @inline(__always)
  static func coverage8(_ v: Int, evenOdd: Bool, antiAlias: Bool) -> UInt8 {
    var a = v < 0 ? -v : v
    if evenOdd {
      a &= 262143
      if a > 131072 { a = 262144 - a }
    }
    if !antiAlias { return a >= 65536 ? 255 : 0 }
    if a >= 131072 { return 255 }
    return UInt8((a * 255 + 65536) >> 17)
  }

  /// Adds one edge's contribution to the cells of the rows `bandTop..<bandBottom`.
  @inline(__always)
  private func walkEdge(
    _ e: Edge, bandTop: Int, bandBottom: Int, cx0: Int, cellW: Int, bw: Int,
    cover: UnsafeMutableBufferPointer<Int32>, area: UnsafeMutableBufferPointer<Int32>,
    touched: inout [Int32]
  ) {
    let x0 = Int64(e.x0) - Int64(cx0 << 8)
    let y0 = Int64(e.y0)
    let x1 = Int64(e.x1) - Int64(cx0 << 8)
    let y1 = Int64(e.y1)
    let dx = x1 - x0
    let dy = y1 - y0
    func xAt(_ y: Int64) -> Int64 {
      if y == y0 { return x0 }
      if y == y1 { return x1 }
      return x0 + (y - y0) * dx / dy
    }
    let ys = max(y0, Int64(bandTop) << 8)
    let ye = min(y1, Int64(bandBottom) << 8)
    guard ys < ye else { return }
    var y = ys
    var x = xAt(ys)
    let dir = e.dir
    while y < ye {
      let row = Int(y >> 8)
      let rowEnd = min(ye, Int64(row + 1) << 8)
      let nx = xAt(rowEnd)
      let r = row - bandTop
      let base = r * cellW
      let fy0 = y - (Int64(row) << 8)
      let fy1 = rowEnd - (Int64(row) << 8)
      // Walk cells from x to nx within the row.
      @inline(__always) func add(_ cx: Int64, _ fxa: Int64, _ fxb: Int64, _ ddy: Int64) {
        guard ddy != 0 else { return }
        let c = Int(cx)
        // Cells right of the bounds touch only pixels outside them.
        guard c < bw else { return }
        let d = Int32(truncatingIfNeeded: ddy) &* dir
        cover[base + c] &+= d
        area[base + c] &+= d &* Int32(truncatingIfNeeded: fxa + fxb)
        touched.append(Int32(truncatingIfNeeded: base + c))
      }
      if x == nx {
        let cx = x >> 8
        add(cx, x - (cx << 8), x - (cx << 8), fy1 - fy0)
      } else if x < nx {
        var cx = x >> 8
        var cxPos = x
        var cy = fy0
        let sdx = nx - x
        let sdy = fy1 - fy0
        while true {
          let cellRight = (cx + 1) << 8
          if nx <= cellRight {
            add(cx, cxPos - (cx << 8), nx - (cx << 8), fy1 - cy)
            break
          }
          let yAt = fy0 + (cellRight - x) * sdy / sdx
          add(cx, cxPos - (cx << 8), 256, yAt - cy)
          cxPos = cellRight
          cy = yAt
          cx += 1
        }
      } else {
        var cx = (x - 1) >> 8
        var cxPos = x
        var cy = fy0
        let sdx = nx - x
        let sdy = fy1 - fy0
        while true {
          let cellLeft = cx << 8
          if nx >= cellLeft {
            add(cx, cxPos - cellLeft, nx - cellLeft, fy1 - cy)
            break
          }
          let yAt = fy0 + (cellLeft - x) * sdy / sdx
          add(cx, cxPos - cellLeft, 0, yAt - cy)
          cxPos = cellLeft
          cy = yAt
          cx -= 1
        }
      }
      y = rowEnd
      x = nx
    }
  }
}
