import Foundation
import TesseraCommandLine

/// An HTTP/1.1 request as `tessera review`'s server reads it: the request line, the headers and a
/// body of known length. Anything else (a chunked body, a header twice, a line that is not
/// HTTP/1.x) is refused when parsed.
struct HTTPRequest: Sendable {
  /// `GET`, `POST`, ….
  var method: String
  /// The path, percent-decoded (`/images/00001-current.png`).
  var path: String
  /// The query's parameters, percent-decoded; the last of a repeated name wins.
  var query: [String: String]
  /// Headers by lowercase name.
  var headers: [String: String]
  var body: [UInt8] = []

  /// The longest request head read: 16 KiB.
  static let maximumHeadSize = 16 << 10
  /// The largest body read: 16 MiB (the decisions of 100,000 images fit).
  static let maximumBodySize = 16 << 20

  /// Parses a request head (up to, not including, the blank line).
  /// - Returns: the request, or the status to answer with (400, 501, 505) and why.
  static func parse(head: [UInt8]) -> Result<HTTPRequest, HTTPResponse> {
    func bad(_ why: String, _ status: Int = 400) -> Result<HTTPRequest, HTTPResponse> {
      .failure(HTTPResponse.text(status, why))
    }
    guard let text = String(validating: head, as: UTF8.self) else { return bad("the request is not UTF-8") }
    var lines = text.components(separatedBy: "\r\n")
    guard !lines.isEmpty else { return bad("empty request") }
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
    guard requestLine.count == 3 else { return bad("malformed request line") }
    guard requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0" else {
      return bad("only HTTP/1.x is served", 505)
    }
    var headers: [String: String] = [:]
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return bad("malformed header line") }
      let name = line[..<colon].lowercased()
      guard !name.isEmpty, !name.contains(" "), !name.contains("\t") else {
        return bad("malformed header name")
      }
      guard headers[name] == nil else { return bad("the header \(name) is given twice") }
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    if headers["transfer-encoding"] != nil { return bad("chunked bodies are not accepted", 501) }
    let target = String(requestLine[1])
    guard target.hasPrefix("/") else { return bad("the request target must be a path") }
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let path = decode(String(parts[0])) else { return bad("malformed percent-encoding in the path") }
    var query: [String: String] = [:]
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") {
        let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let key = decode(String(kv[0])), let value = decode(kv.count == 2 ? String(kv[1]) : "") else {
          return bad("malformed query")
        }
        query[key] = value
      }
    }
    return .success(HTTPRequest(method: String(requestLine[0]), path: path, query: query, headers: headers))
  }

  /// Percent-decodes `s` (and `+` as a space in queries is not used here); nil when malformed or
  /// when it decodes to a NUL.
  static func decode(_ s: String) -> String? {
    guard s.contains("%") else { return s.contains("\0") ? nil : s }
    var bytes: [UInt8] = []
    var utf8 = Array(s.utf8)[...]
    while let b = utf8.popFirst() {
      if b == UInt8(ascii: "%") {
        guard utf8.count >= 2, let v = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
        else {
          return nil
        }
        utf8 = utf8.dropFirst(2)
        bytes.append(v)
      } else {
        bytes.append(b)
      }
    }
    guard !bytes.contains(0), let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
    return decoded
  }
}
