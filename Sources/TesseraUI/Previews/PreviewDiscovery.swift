import CTesseraDiscovery
import Foundation
import TesseraSync

/// Finds the types that conform to a protocol of TesseraUI in every module loaded into the
/// process, from the Swift runtime's protocol conformance records (no list is written by hand).
enum PreviewDiscovery {
  /// A conforming type.
  struct Found {
    /// The type.
    let type: Any.Type
    /// The module that declares it.
    let module: String
    /// Its name as the runtime records it.
    let name: String
  }

  /// The non-generic types conforming to TesseraUI's protocol named `protocolName`.
  static func types(conformingTo protocolName: String) -> [Found] {
    let box = FoundBox()
    let context = Unmanaged.passRetained(box)
    defer { context.release() }
    tessera_enumerate_conformances("TesseraUI", protocolName, collect, context.toOpaque())
    return box.found
  }

  /// Whether any type conforms to TesseraUI's protocol named `protocolName` (cached per name).
  static func hasConformances(to protocolName: String) -> Bool {
    if let known = counts.withLock({ $0[protocolName] }) { return known > 0 }
    let n = types(conformingTo: protocolName).count
    counts.withLock { $0[protocolName] = n }
    return n > 0
  }

  private static let counts = Locked<[String: Int]>([:])
}

/// What the C callback adds to.
private final class FoundBox {
  var found: [PreviewDiscovery.Found] = []
}

private let collect: tessera_conformance_body = { metadata, module, name, context in
  guard let metadata, let context else { return }
  let box = Unmanaged<FoundBox>.fromOpaque(context).takeUnretainedValue()
  box.found.append(
    PreviewDiscovery.Found(
      type: unsafeBitCast(metadata, to: Any.Type.self),
      module: module.map { String(cString: $0) } ?? "",
      name: name.map { String(cString: $0) } ?? ""))
}
