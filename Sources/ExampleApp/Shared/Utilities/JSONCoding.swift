import Foundation

/// The API's JSON conventions, in one place: camel-case keys, dates as `yyyy-MM-dd` strings in
/// the models themselves (no locale or time zone involved).
enum JSONCoding {
  /// Decodes an API answer.
  /// - Throws: ``NetworkError/invalidResponse(_:)`` naming what did not fit.
  static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw NetworkError.invalidResponse("cannot read \(T.self): \(error)")
    }
  }

  /// Encodes a request body, with sorted keys so the bytes are the same every time.
  static func encode<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(value)
  }
}
