/// How a shape is painted: a shader, an opacity and whether edges are anti-aliased.
public struct Paint: Hashable, Sendable {
  /// The source of color.
  public var shader: Shader
  /// Multiplies the shader's alpha, 0...1. Default 1.
  public var opacity: Double
  /// Whether edges get exact-area anti-aliasing (true, the default) or hard pixel edges.
  public var antiAlias: Bool

  /// Creates a paint.
  public init(shader: Shader, opacity: Double = 1, antiAlias: Bool = true) {
    self.shader = shader
    self.opacity = opacity
    self.antiAlias = antiAlias
  }

  /// A solid-color paint.
  public init(_ color: Color, opacity: Double = 1, antiAlias: Bool = true) {
    self.init(shader: .solid(color), opacity: opacity, antiAlias: antiAlias)
  }

  /// A solid-color paint.
  public static func color(_ c: Color) -> Paint { Paint(c) }
}
