import Foundation

/// A color of an asset catalog named by a generated symbol, as SwiftUI's `ColorResource`.
public struct ColorResource: Hashable, Sendable {
  /// The color set's name.
  public let name: String
  /// The bundle holding the catalog.
  public let bundle: Bundle?

  /// The color set `name` of `bundle`'s asset catalogs.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}
