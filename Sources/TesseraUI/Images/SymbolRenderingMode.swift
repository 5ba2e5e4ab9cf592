/// How a symbol's layers are colored, as SwiftUI's `SymbolRenderingMode`. Tessera's symbols have
/// one layer: every mode draws them in the foreground style's primary color.
public struct SymbolRenderingMode: Hashable, Sendable {
  let kind: Int
  /// One color.
  public static let monochrome = SymbolRenderingMode(kind: 0)
  /// Layers at hierarchical opacities of one color.
  public static let hierarchical = SymbolRenderingMode(kind: 1)
  /// Layers in the foreground styles given.
  public static let palette = SymbolRenderingMode(kind: 2)
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(kind: 3)
}

nonisolated extension Image {
  /// The relative size of symbols, as SwiftUI's `Image.Scale`.
  public enum Scale: Hashable, Sendable {
    /// Smaller.
    case small
    /// The default.
    case medium
    /// Larger.
    case large
  }
}
