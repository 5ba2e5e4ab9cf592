import Foundation
import TesseraPNG
import TesseraRaster
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small comparison to review: solid-color images in a reference folder and a folder of new
/// ones, with one of each status and an image that matches an alternate reference.
///
/// - `A/changed.png` red → yellow; `A/removed.png` only in the references; `A/added.png` only new;
///   `A/same.png` the same; `A/flip.png` black, with `A/flip~alt1.png` white, new white (matches
///   the alternate); `B/other.dark.png` red → blue.
struct ReviewFixture {
  let root: URL
  var references: URL { root.appendingPathComponent("references") }
  var current: URL { root.appendingPathComponent("current") }
  var report: URL { root.appendingPathComponent("report") }

  static let red: UInt32 = 0xFF00_00FF
  static let yellow: UInt32 = 0xFF00_FFFF
  static let blue: UInt32 = 0xFFFF_0000
  static let gray: UInt32 = 0xFF80_8080
  static let green: UInt32 = 0xFF00_FF00
  static let black: UInt32 = 0xFF00_0000
  static let white: UInt32 = 0xFFFF_FFFF

  init() throws {
    root = try TesseraCommandTests().temporaryFolder()
    for (folder, files) in [
      (
        references,
        [
          ("A/changed.png", Self.red), ("A/removed.png", Self.blue), ("A/same.png", Self.green),
          ("A/flip.png", Self.black), ("A/flip~alt1.png", Self.white), ("B/other.dark.png", Self.red),
        ]
      ),
      (
        current,
        [
          ("A/changed.png", Self.yellow), ("A/added.png", Self.gray), ("A/same.png", Self.green),
          ("A/flip.png", Self.white), ("B/other.dark.png", Self.blue),
        ]
      ),
    ] {
      for (name, color) in files { try Self.write(color, to: folder.appendingPathComponent(name)) }
    }
  }

  /// A 24×16 image of one color (ABGR in memory order: R is the low byte).
  static func png(_ color: UInt32) throws -> [UInt8] {
    try PNG.encode(try Pixmap(width: 24, height: 16, pixels: Array(repeating: color, count: 24 * 16)))
  }

  static func write(_ color: UInt32, to file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try png(color)).write(to: file)
  }

  /// The bytes of a reference file, or nil when it is missing.
  func reference(_ name: String) -> [UInt8]? {
    (try? Data(contentsOf: references.appendingPathComponent(name))).map(Array.init)
  }

  /// Every file under the reference folder, sorted.
  func referenceFiles() -> [String] {
    (FileManager.default.enumerator(atPath: references.path)?.allObjects as? [String] ?? []).filter {
      var folder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: references.path + "/" + $0, isDirectory: &folder)
      return !folder.boolValue
    }.sorted()
  }

  /// A decisions file for the report's entries: `choices` by path, with the digests it recorded.
  func decisions(_ choices: [String: String], reportFolder: URL? = nil) throws -> [UInt8] {
    let results =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: (reportFolder ?? report).appendingPathComponent("results.json")))
      as? [String: Any] ?? [:]
    let entries = results["entries"] as? [[String: Any]] ?? []
    var list: [[String: Any]] = []
    for (path, choice) in choices.sorted(by: { $0.key < $1.key }) {
      let entry = entries.first { $0["path"] as? String == path }
      var d: [String: Any] = ["path": path, "decision": choice, "status": entry?["status"] ?? "changed"]
      if let b = entry?["baselineDigest"] { d["baselineDigest"] = b }
      if let c = entry?["currentDigest"] { d["currentDigest"] = c }
      list.append(d)
    }
    let file: [String: Any] = [
      "tool": "tessera-decisions", "format": 1, "baseline": results["baseline"] ?? "",
      "current": results["current"] ?? "", "report": results["report"] ?? "", "decisions": list,
    ]
    return Array(try JSONSerialization.data(withJSONObject: file, options: [.sortedKeys]))
  }
}

/// A running `tessera review`, stopped (Ctrl-C) when released.
final class RunningReview {
  let process = Process()
  let port: UInt16
  let token: String
  private let output = Pipe()
  private let errors = Pipe()
  private let lines = LineCollector()

  /// Starts `tessera review ARGUMENTS` and waits for the address it prints.
  init(_ arguments: [String], in folder: URL? = nil) throws {
    let tessera = TesseraCommandTests.executable
    process.executableURL = tessera
    process.arguments = ["review"] + arguments
    if let folder { process.currentDirectoryURL = folder }
    process.standardOutput = output
    process.standardError = errors
    let collector = lines
    output.fileHandleForReading.readabilityHandler = { h in collector.add(h.availableData, error: false) }
    errors.fileHandleForReading.readabilityHandler = { h in collector.add(h.availableData, error: true) }
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    var address: String? = nil
    while address == nil, Date() < deadline, process.isRunning || !collector.text.isEmpty {
      if let line = collector.text.split(separator: "\n").first(where: { $0.contains("open http://") }),
        let start = line.range(of: "http://")
      {
        address = String(line[start.lowerBound...])
      } else if !process.isRunning {
        break
      } else {
        Thread.sleep(forTimeInterval: 0.02)
      }
    }
    guard let address, let colon = address.range(of: ":", options: .backwards),
      let slash = address[colon.upperBound...].firstIndex(of: "/"),
      let port = UInt16(address[colon.upperBound..<slash]), let t = address.range(of: "token=")
    else {
      throw DevToolsBrowser.Failure(
        description: "tessera review printed no address: \(collector.text) \(collector.errorText)")
    }
    self.port = port
    token = String(address[t.upperBound...])
  }

  var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }
  var stdout: String { lines.text }
  var stderr: String { lines.errorText }

  /// Waits for the process to end by itself; returns its exit status, or nil on timeout.
  func waitForExit(timeout: TimeInterval) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { return nil }
    return process.terminationStatus
  }

  deinit {
    if process.isRunning {
      process.interrupt()
      process.waitUntilExit()
    }
    output.fileHandleForReading.readabilityHandler = nil
    errors.fileHandleForReading.readabilityHandler = nil
  }
}

/// Output lines collected from a child process's pipes.
final class LineCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var out = Data()
  private var err = Data()

  func add(_ data: Data, error: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if error { err.append(data) } else { out.append(data) }
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: out, as: UTF8.self)
  }

  var errorText: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: err, as: UTF8.self)
  }
}

/// One HTTP/1.1 exchange over a plain socket, with exactly the request bytes given (so tests can
/// send what browsers never would: another Host, a path with `..`).
enum RawHTTP {
  struct Reply {
    var status: Int
    var headers: String
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// A connected socket to the server (the caller closes it), or -1.
  static func connection(port: UInt16) -> Int32 {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #if canImport(Glibc)
          Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #else
          Darwin.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #endif
      }
    }
    if connected != 0 {
      close(fd)
      return -1
    }
    return fd
  }

  static func send(port: UInt16, _ request: String, body: [UInt8] = []) throws -> Reply {
    let fd = connection(port: port)
    guard fd >= 0 else { throw DevToolsBrowser.Failure(description: "cannot connect to port \(port)") }
    defer { close(fd) }
    let bytes = Array(request.utf8) + body
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    var reply: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = read(fd, &chunk, chunk.count)
      if n <= 0 { break }
      reply += chunk[0..<n]
    }
    guard let end = reply.firstRange(of: [13, 10, 13, 10]) else {
      throw DevToolsBrowser.Failure(description: "no HTTP reply")
    }
    let head = String(decoding: reply[..<end.lowerBound], as: UTF8.self)
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    return Reply(status: status, headers: head, body: Array(reply[end.upperBound...]))
  }

  /// A GET with the given headers (Host defaults to the server's own).
  static func get(port: UInt16, _ target: String, headers: [String: String] = [:]) throws -> Reply {
    var all = ["Host": "127.0.0.1:\(port)"].merging(headers) { _, new in new }
    all = all.filter { !$0.value.isEmpty }
    let head = "GET \(target) HTTP/1.1\r\n" + all.map { "\($0.key): \($0.value)\r\n" }.joined() + "\r\n"
    return try send(port: port, head)
  }

  /// A POST of `body` as JSON.
  static func post(port: UInt16, _ target: String, body: [UInt8], headers: [String: String] = [:]) throws
    -> Reply
  {
    let all = [
      "Host": "127.0.0.1:\(port)", "Content-Type": "application/json", "Content-Length": "\(body.count)",
    ]
    .merging(headers) { _, new in new }
    let head = "POST \(target) HTTP/1.1\r\n" + all.map { "\($0.key): \($0.value)\r\n" }.joined() + "\r\n"
    return try send(port: port, head, body: body)
  }
}
