/// Why a device could not be found by name.
public struct DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name asked for.
  public let name: String
  /// The nearest known name, if one is close.
  public let suggestion: String?

  /// "no device named "iPhone 61"; did you mean "iPhone 16"? Known: …".
  public var description: String {
    let known = Device.all.map(\.name).joined(separator: ", ")
    let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? "."
    return "no device named \"\(name)\"\(hint) Known devices: \(known)"
  }
}
