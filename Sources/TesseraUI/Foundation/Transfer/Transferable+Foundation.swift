#if !canImport(Darwin)
  import Foundation

  extension String: Transferable {
    /// Plain UTF-8 text.
    public static var transferRepresentation: DataRepresentation<String> {
      DataRepresentation(
        contentType: .utf8PlainText, exporting: { Data($0.utf8) },
        importing: { String(decoding: $0, as: UTF8.self) })
    }
  }

  extension Data: Transferable {
    /// The bytes themselves.
    public static var transferRepresentation: DataRepresentation<Data> {
      DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
  }

  extension URL: Transferable {
    /// The URL as its string.
    public static var transferRepresentation: DataRepresentation<URL> {
      DataRepresentation(
        contentType: .url, exporting: { Data($0.absoluteString.utf8) },
        importing: { data in
          guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
            throw CocoaError(.coderReadCorrupt)
          }
          return url
        })
    }
  }
#endif
