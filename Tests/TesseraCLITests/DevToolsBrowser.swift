import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Headless Chromium driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`:
/// JSON messages separated by NUL on file descriptors 3 and 4), with no WebSocket and no
/// third-party driver: enough to open a page, click, type keys, wait and take screenshots.
final class DevToolsBrowser {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private var pid: pid_t = 0
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private var nextID = 1
  private var buffer: [UInt8] = []
  private let profile: URL
  /// The page's session (after ``open(_:width:height:)``).
  private var session: String?
  /// Console messages and exceptions the page reported.
  private(set) var console: [String] = []

  init(chromium: String) throws {
    profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(description: "pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input[0], 3)
    posix_spawn_file_actions_adddup2(&actions, output[1], 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    for fd in [input[0], input[1], output[0], output[1]] where fd > 4 {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
    let arguments = [
      chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
      "--remote-debugging-pipe", "--user-data-dir=" + profile.path, "--hide-scrollbars", "about:blank",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    let status = posix_spawn(&pid, chromium, &actions, nil, &argv, environ)
    close(input[0])
    close(output[1])
    toBrowser = input[1]
    fromBrowser = output[0]
    guard status == 0 else { throw Failure(description: "cannot start \(chromium): \(status)") }
  }

  deinit {
    close(toBrowser)
    close(fromBrowser)
    if pid > 0 {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    try? FileManager.default.removeItem(at: profile)
  }

  /// Sends a command and waits for its result (events met meanwhile are kept in ``console``).
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:], page: Bool = true, timeout: TimeInterval = 30)
    throws -> [String: Any]
  {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if page, let session { message["sessionId"] = session }
    var bytes = Array(try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var sent = 0
    while sent < bytes.count {
      let n = bytes[sent...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
      guard n > 0 else { throw Failure(description: "the browser closed its pipe") }
      sent += n
    }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let reply = try readMessage(until: deadline)
      if let method = reply["method"] as? String {
        let params = reply["params"] as? [String: Any] ?? [:]
        if method == "Runtime.consoleAPICalled" {
          let args = (params["args"] as? [[String: Any]] ?? []).map {
            "\($0["value"] ?? $0["description"] ?? "")"
          }
          console.append("\(params["type"] ?? ""): " + args.joined(separator: " "))
        } else if method == "Runtime.exceptionThrown" {
          console.append("exception: \(params["exceptionDetails"] ?? "")")
        }
        continue
      }
      guard reply["id"] as? Int == id else { continue }
      if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
      return reply["result"] as? [String: Any] ?? [:]
    }
  }

  private func readMessage(until deadline: Date) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { throw Failure(description: "the browser did not answer in time") }
      var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(min(left, 1) * 1000)) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let n = read(fromBrowser, &chunk, chunk.count)
      guard n > 0 else { throw Failure(description: "the browser closed its pipe") }
      buffer += chunk[0..<n]
    }
  }

  /// Opens a tab at `url` with a window of `width`×`height` CSS pixels; waits until the report page
  /// says it is ready (`document.body.dataset.ready`).
  func open(_ url: String, width: Int, height: Int, mobile: Bool = false) throws {
    if session == nil {
      let target = try send("Target.createTarget", ["url": "about:blank"], page: false)
      let attached = try send(
        "Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true], page: false)
      session = attached["sessionId"] as? String
      try send("Runtime.enable")
      try send("Page.enable")
    }
    try resize(width: width, height: height, mobile: mobile)
    try send("Page.navigate", ["url": url])
    try waitFor("document.body && document.body.dataset.ready ? 1 : 0")
  }

  func resize(width: Int, height: Int, mobile: Bool = false) throws {
    try send(
      "Emulation.setDeviceMetricsOverride",
      ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile])
  }

  /// The value of a JavaScript expression (awaited when it is a promise).
  @discardableResult
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send(
      "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    if let exception = result["exceptionDetails"] {
      throw Failure(description: "\(expression): \(exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Waits until `expression` is truthy.
  func waitFor(_ expression: String, timeout: TimeInterval = 20) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let v = try? evaluate(expression), (v as? Bool == true) || ((v as? NSNumber)?.intValue ?? 0) != 0 {
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw Failure(description: "timed out waiting for \(expression)")
  }

  /// Clicks the middle of the element `selector` finds, as a mouse does.
  func click(_ selector: String) throws {
    let literal = String(decoding: try JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self)
    guard
      let point = try evaluate(
        "(() => { const e = document.querySelector(\(literal)[0]); if (!e) return null; e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()"
      ) as? [Double]
    else { throw Failure(description: "nothing matches \(selector)") }
    for type in ["mousePressed", "mouseReleased"] {
      try send(
        "Input.dispatchMouseEvent",
        ["type": type, "x": point[0], "y": point[1], "button": "left", "clickCount": 1])
    }
  }

  /// Types one key, as a keyboard does.
  func press(_ key: String) throws {
    try send("Input.dispatchKeyEvent", ["type": "keyDown", "key": key, "text": key])
    try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key])
  }

  /// Lets downloads land in `folder`.
  func allowDownloads(into folder: URL) throws {
    try send("Browser.setDownloadBehavior", ["behavior": "allow", "downloadPath": folder.path], page: false)
  }

  /// A PNG screenshot of the viewport.
  func screenshot(to file: URL) throws {
    let result = try send("Page.captureScreenshot", ["format": "png"])
    guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
      throw Failure(description: "no screenshot")
    }
    try data.write(to: file)
  }
}
