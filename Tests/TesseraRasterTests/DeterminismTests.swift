import Dispatch
import TesseraGeometry
import TesseraRaster
import Testing

/// The same scene gives the same bytes, run to run and on any thread.
@Suite struct DeterminismTests {
  static func scene() throws -> Pixmap {
    var c = try Canvas(width: 300, height: 200, background: Color(hex: "#F2F3F5") ?? .white)
    c.scale(x: 1.5, y: 1.5)
    let r = Rect(x: 12.3, y: 10.7, width: 170, height: 100)
    c.drawShadow(
      roundedRect: r, radii: CornerRadii(all: 14),
      shadow: Shadow(color: .black.opacity(0.2), offset: Point(x: 0, y: 3), blurRadius: 12))
    c.fill(Path(roundedRect: r, cornerRadius: 14), with: Paint(.white))
    c.save()
    c.clip(to: Path(roundedRect: r, cornerRadius: 14))
    c.fill(
      Rect(x: 12.3, y: 10.7, width: 170, height: 40),
      with: Paint(
        shader: .linearGradient(
          LinearGradient(
            gradient: Gradient(colors: [.black, .white]), startPoint: Point(x: 12, y: 0),
            endPoint: Point(x: 180, y: 0)))))
    c.restore()
    c.stroke(
      Path(circleCenter: Point(x: 60, y: 80), radius: 18), with: Paint(Color(hex: "#2563EB") ?? .black),
      style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 4]))
    c.beginLayer(opacity: 0.6)
    c.fill(Path(ellipseIn: Rect(x: 100, y: 60, width: 70, height: 40)), with: Paint(.black))
    c.endLayer()
    return c.pixmap
  }

  @Test func sameBytesTwice() throws {
    #expect(try Self.scene() == Self.scene())
  }

  @Test func sameBytesOnManyThreads() throws {
    let reference = try Self.scene()
    let results = ResultBox(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      results.set(i, try? Self.scene())
    }
    for i in 0..<8 {
      #expect(results.get(i) == reference, "thread \(i) rendered different bytes")
    }
  }
}

/// A fixed-size, lock-protected array for collecting results from threads.
final class ResultBox: @unchecked Sendable {
  private var values: [Pixmap?]
  private let lock = NSLockLike()

  init(count: Int) { values = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ v: Pixmap?) { lock.withLock { values[i] = v } }
  func get(_ i: Int) -> Pixmap? { lock.withLock { values[i] } }
}

/// A minimal lock on top of a serial dispatch queue.
final class NSLockLike: @unchecked Sendable {
  private let queue = DispatchQueue(label: "tessera.tests.lock")
  func withLock<T>(_ body: () -> T) -> T { queue.sync(execute: body) }
}
