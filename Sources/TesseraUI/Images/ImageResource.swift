import Foundation

/// An image of an asset catalog named by a generated symbol, as SwiftUI's `ImageResource`
/// (`Image(.logo)`, where Xcode generates `static let logo = ImageResource(name: "Logo", bundle:
/// …)`). On Linux nothing generates the symbols: declare them as Xcode would.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name.
  public let name: String
  /// The bundle holding the catalog (nil: the app's).
  public let bundle: Bundle?

  /// The image set `name` of `bundle`'s asset catalogs.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

nonisolated extension Image {
  /// The image of an asset symbol, looked up as `Image(_:bundle:)` looks it up.
  public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

nonisolated extension Color {
  /// The color of an asset symbol, looked up as `Color(_:bundle:)` looks it up.
  public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}
