import Dispatch
import Foundation
import TesseraCommandLine
import TesseraSync

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTTP server of `tessera review`: listens on the loopback address 127.0.0.1 only, answers
/// each request on its own connection (`Connection: close`), and stops when asked or after an
/// idle time. What it serves, and who may ask, is the handler's business (``ReviewSession``).
final class ReviewServer: @unchecked Sendable {
  /// Why ``serve(idleTimeout:handler:)`` returned.
  enum Stop: Equatable, Sendable {
    /// ``stop()`` was called (the page's "Stop" button).
    case asked
    /// No request came for the idle time.
    case idle
  }

  /// The port it listens on.
  let port: UInt16
  private let socket: Int32
  private let stopped = Locked(false)
  private let lastRequest = Locked(Date())
  /// Connections handled at once; one more is answered 503 at once, never queued.
  private let slots = DispatchSemaphore(value: 32)
  /// Seconds a client has to send its whole request (head and body) once connected: a client
  /// that trickles bytes is cut off then, so a few of them never hold the server.
  static let requestSeconds: Double = 10

  /// Opens the listening socket on 127.0.0.1.
  /// - Parameter port: the port, or nil (or 0) for a free one the system picks.
  /// - Throws: ``InputError`` when the port is taken or the socket cannot be opened.
  init(port: UInt16?) throws {
    #if canImport(Glibc)
      let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw InputError("cannot open a socket: \(FilePaths.reason())") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = (port ?? 0).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, and nothing else
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 64) == 0 else {
      let code = errno
      close(fd)
      if code == EADDRINUSE, let port {
        throw InputError(
          "port \(port) on 127.0.0.1 is in use; choose another with --port, or leave it out for a free one")
      }
      throw InputError("cannot listen on 127.0.0.1:\(port ?? 0): \(FilePaths.reason(code))")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    self.port = UInt16(bigEndian: actual.sin_port)
    socket = fd
  }

  deinit { close(socket) }

  /// Asks ``serve(idleTimeout:handler:)`` to return (within half a second).
  func stop() { stopped.withLock { $0 = true } }

  /// Serves until ``stop()`` or until no request came for `idleTimeout` seconds (nil: never).
  func serve(idleTimeout: TimeInterval?, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) -> Stop {
    lastRequest.withLock { $0 = Date() }
    while true {
      if stopped.withLock({ $0 }) { return .asked }
      if let idleTimeout, Date().timeIntervalSince(lastRequest.withLock { $0 }) > idleTimeout { return .idle }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 500) > 0 else { continue }
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { continue }
      // The accept loop never waits for a slot (it must notice stop and the idle time): with all
      // slots busy, the connection is told to come back.
      guard slots.wait(timeout: .now()) == .success else {
        var quick = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &quick, socklen_t(MemoryLayout<timeval>.size))
        respond(connection, HTTPResponse.text(503, "busy: too many connections; try again"))
        close(connection)
        continue
      }
      // A thread of its own per connection (at most the slots' 32): a client that sends its
      // request slowly blocks its thread only. On the shared dispatch queue, six such clients on
      // two cores held a real request back about five seconds while the pool grew.
      let thread = Thread { [self] in
        defer {
          close(connection)
          slots.signal()
        }
        // Only a whole request counts as activity for the idle time, never a connection alone.
        if handle(connection, handler: handler) { lastRequest.withLock { $0 = Date() } }
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  /// Reads one request within ``requestSeconds`` and answers it.
  /// - Returns: whether a whole request was read and answered.
  @discardableResult
  private func handle(_ fd: Int32, handler: (HTTPRequest) -> HTTPResponse) -> Bool {
    let deadline = Date(timeIntervalSinceNow: Self.requestSeconds)
    /// Waits until `fd` has bytes, or the request's time is up.
    func readable() -> Bool {
      while true {
        let left = deadline.timeIntervalSinceNow
        if left <= 0 { return false }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let r = poll(&p, 1, Int32(left * 1000) + 1)
        if r < 0 && errno == EINTR { continue }
        return r > 0
      }
    }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var one: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 << 10)
    let separator: [UInt8] = [13, 10, 13, 10]
    var headEnd: Int? = nil
    while headEnd == nil {
      guard readable() else {
        respond(fd, HTTPResponse.text(408, "the request took longer than 10 seconds to arrive"))
        return false
      }
      let n = recv(fd, &chunk, chunk.count, 0)
      guard n > 0 else { return false }
      let searchFrom = max(0, buffer.count - 3)
      buffer += chunk[0..<n]
      if let r = buffer[searchFrom...].firstRange(of: separator) { headEnd = r.lowerBound }
      if headEnd == nil, buffer.count > HTTPRequest.maximumHeadSize {
        respond(fd, HTTPResponse.text(431, "the request head is larger than 16 KiB"))
        drain(fd)
        return false
      }
    }
    guard let headEnd else { return false }
    // The limit holds for the head itself, however the bytes arrived.
    guard headEnd + 4 <= HTTPRequest.maximumHeadSize else {
      respond(fd, HTTPResponse.text(431, "the request head is larger than 16 KiB"))
      drain(fd)
      return false
    }
    var request: HTTPRequest
    switch HTTPRequest.parse(head: Array(buffer[..<headEnd])) {
    case .success(let r): request = r
    case .failure(let response):
      respond(fd, response)
      return false
    }
    var body = Array(buffer[(headEnd + 4)...])
    let declared = request.headers["content-length"].map { Int($0) } ?? 0
    guard let length = declared, length >= 0 else {
      respond(fd, HTTPResponse.text(400, "malformed Content-Length"))
      return false
    }
    guard length <= HTTPRequest.maximumBodySize else {
      respond(fd, HTTPResponse.text(413, "the body is larger than 16 MiB"))
      return false
    }
    while body.count < length {
      guard readable() else {
        respond(fd, HTTPResponse.text(408, "the request took longer than 10 seconds to arrive"))
        return false
      }
      let n = recv(fd, &chunk, min(chunk.count, length - body.count), 0)
      guard n > 0 else { return false }
      body += chunk[0..<n]
    }
    request.body = Array(body.prefix(length))
    respond(fd, handler(request))
    return true
  }

  /// Reads and drops what the client still sends (at most 1 MiB, for at most a second) after a
  /// refusal, so closing does not reset the connection before the client reads the answer.
  private func drain(_ fd: Int32) {
    var quick = timeval(tv_sec: 0, tv_usec: 200_000)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &quick, socklen_t(MemoryLayout<timeval>.size))
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var total = 0
    let until = Date(timeIntervalSinceNow: 1)
    while total < 1 << 20, Date() < until {
      let n = recv(fd, &chunk, chunk.count, 0)
      if n <= 0 { return }
      total += n
    }
  }

  private func respond(_ fd: Int32, _ response: HTTPResponse) {
    let bytes = response.encoded
    var sent = 0
    while sent < bytes.count {
      #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
      #else
        let flags: Int32 = 0
      #endif
      let n = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return send(fd, base + sent, bytes.count - sent, flags)
      }
      guard n > 0 else { return }
      sent += n
    }
    shutdown(fd, Int32(SHUT_WR))
  }
}
