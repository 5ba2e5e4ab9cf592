extension Device {
  /// The named device whose name matches `name`, ignoring case, spaces and hyphens; a trailing
  /// " landscape" turns it. SwiftUI's `PreviewDevice` names of older models with the same screen
  /// ("iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro Max", "iPhone SE (3rd generation)", …) map to
  /// their iPhone 16 and iPhone SE equivalents.
  /// - Throws: ``DeviceError`` naming the nearest known device.
  public static func named(_ name: String) throws(DeviceError) -> Device {
    var key = normalized(name)
    var landscape = false
    if key.hasSuffix("landscape") {
      key.removeLast("landscape".count)
      landscape = true
    }
    let aliases: [String: Device] = [
      "iphone15": .iPhone16, "iphone14pro": .iPhone16, "iphone15pro": .iPhone16,
      "iphone15plus": .iPhone16Plus,
      "iphone14promax": .iPhone16Plus, "iphone15promax": .iPhone16Plus, "iphonese3rdgeneration": .iPhoneSE,
      "iphonese2ndgeneration": .iPhoneSE, "iphone8": .iPhoneSE, "ipadair11inchm2": .iPad11,
      "ipad11inch": .iPad11,
      "ipadair11inch": .iPad11, "ipadpro11inchm4": .iPadPro11, "ipadpro13inchm4": .iPadPro13,
      "ipadmini6thgeneration": .iPadMini, "ipadminia17pro": .iPadMini,
    ]
    let found = all.first { normalized($0.name) == key } ?? aliases[key]
    guard let device = found else {
      let best = all.map { ($0.name, distance(normalized($0.name), key)) }.min { $0.1 < $1.1 }
      let suggestion = best.flatMap { $0.1 <= max(3, key.count / 3) ? $0.0 : nil }
      throw DeviceError(name: name, suggestion: suggestion)
    }
    return landscape ? device.landscape : device
  }

  private static func normalized(_ s: String) -> String {
    String(s.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The edit distance between two strings, counting an insertion, a deletion, a substitution or
  /// a swap of two neighbours ("61" for "16") as one edit.
  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}

extension Device {
  /// The named device of a SwiftUI `PreviewDevice` (`"iPhone 16"`, `"iPad Air 11-inch (M2)"`).
  /// - Throws: ``DeviceError`` naming the nearest known device.
  public init(_ previewDevice: PreviewDevice) throws(DeviceError) {
    self = try Device.named(previewDevice.rawValue)
  }
}
