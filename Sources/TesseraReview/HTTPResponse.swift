import Foundation
import TesseraCommandLine

/// An HTTP response of `tessera review`'s server: always `Connection: close`, never cached, with
/// headers that keep the page to itself (no framing, no sniffing, no referrer, a content security
/// policy allowing only its own inline script and its own origin).
struct HTTPResponse: Sendable, Error {
  var status: Int
  var contentType: String
  var body: [UInt8]

  /// A plain-text response (errors).
  static func text(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
  }

  /// A JSON response.
  static func json(_ status: Int, _ object: some Encodable) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let body = (try? encoder.encode(object)).map(Array.init) ?? Array("{}".utf8)
    return HTTPResponse(status: status, contentType: "application/json", body: body)
  }

  /// The reason phrase of the statuses used.
  static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 400: return "Bad Request"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 408: return "Request Timeout"
    case 409: return "Conflict"
    case 413: return "Content Too Large"
    case 421: return "Misdirected Request"
    case 431: return "Request Header Fields Too Large"
    case 500: return "Internal Server Error"
    case 501: return "Not Implemented"
    case 503: return "Service Unavailable"
    case 505: return "HTTP Version Not Supported"
    default: return "Status"
    }
  }

  /// The bytes sent.
  var encoded: [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    head += "Content-Type: \(contentType)\r\n"
    head += "Content-Length: \(body.count)\r\n"
    head += "Connection: close\r\n"
    head += "Cache-Control: no-store\r\n"
    head += "X-Content-Type-Options: nosniff\r\n"
    head += "X-Frame-Options: DENY\r\n"
    head += "Referrer-Policy: no-referrer\r\n"
    head += "Cross-Origin-Resource-Policy: same-origin\r\n"
    head +=
      "Content-Security-Policy: default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'\r\n"
    head += "\r\n"
    return Array(head.utf8) + body
  }
}
