import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The framing of the messages between `tessera` and its render workers, over pipes: a frame is a
/// little-endian `UInt32` count of parts, then each part as a `UInt32` length and its bytes. The
/// first part is a JSON header; the others are raw bytes (PNG files, text) the header refers to by
/// position, so images cross the pipe unencoded.
enum WorkerWire {
  /// The largest frame accepted, in bytes (a reply over it is a broken worker, not an image).
  static let maximumFrame = 1 << 31

  /// A frame's bytes.
  static func frame(_ parts: [[UInt8]]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(4 + parts.reduce(0) { $0 + 4 + $1.count })
    append(UInt32(parts.count), to: &out)
    for p in parts {
      append(UInt32(p.count), to: &out)
      out += p
    }
    return out
  }

  private static func append(_ v: UInt32, to out: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8(truncatingIfNeeded: v >> UInt32(shift))) }
  }

  /// Writes all of `bytes` to `fd`; false when the other side is gone.
  static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { raw in
        write(fd, raw.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      if n == 0 { return false }
      offset += n
    }
    return true
  }

  /// Why a frame could not be read.
  enum ReadFailure: Error, Equatable {
    /// The other side closed the pipe (a worker that exited or died).
    case closed
    /// Nothing complete arrived before the deadline.
    case timedOut
    /// The bytes are not a frame.
    case malformed
  }

  /// Reads one frame from `fd`, waiting until `deadline` (nil: for ever).
  static func readFrame(from fd: Int32, deadline: Date?) -> Result<[[UInt8]], ReadFailure> {
    var reader = Reader(fd: fd, deadline: deadline)
    do {
      let count = try reader.uint32()
      guard count >= 1, count <= 64 else { return .failure(.malformed) }
      var parts: [[UInt8]] = []
      var total = 0
      for _ in 0..<count {
        let length = Int(try reader.uint32())
        total += length
        guard total <= maximumFrame else { return .failure(.malformed) }
        parts.append(try reader.bytes(length))
      }
      return .success(parts)
    } catch let failure as ReadFailure {
      return .failure(failure)
    } catch {
      return .failure(.malformed)
    }
  }

  private struct Reader {
    let fd: Int32
    let deadline: Date?

    mutating func uint32() throws -> UInt32 {
      let b = try bytes(4)
      return UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
    }

    mutating func bytes(_ count: Int) throws -> [UInt8] {
      var out = [UInt8](repeating: 0, count: count)
      var offset = 0
      while offset < count {
        try waitReadable()
        let n = out.withUnsafeMutableBytes { raw in
          read(fd, raw.baseAddress.map { $0 + offset }, count - offset)
        }
        if n < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          throw ReadFailure.closed
        }
        if n == 0 { throw ReadFailure.closed }
        offset += n
      }
      return out
    }

    func waitReadable() throws {
      while true {
        var timeout: Int32 = -1
        if let deadline {
          let left = deadline.timeIntervalSinceNow
          if left <= 0 { throw ReadFailure.timedOut }
          timeout = Int32(min(left * 1000 + 1, Double(Int32.max)))
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let r = poll(&p, 1, timeout)
        if r < 0 {
          if errno == EINTR { continue }
          throw ReadFailure.closed
        }
        if r == 0 { continue }  // the loop checks the deadline again
        return
      }
    }
  }
}
