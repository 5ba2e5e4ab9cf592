import Foundation
import TesseraDisplayList
import TesseraRaster

/// A 2D shape that draws itself in the space it is offered, as SwiftUI's `Shape`. Implement
/// ``path(in:)``; fill it with `fill(_:)`, outline it with `stroke(_:lineWidth:)`.
nonisolated public protocol Shape: View, Sendable, Animatable {
  /// The outline of the shape in a rectangle (Tessera's geometry).
  nonisolated func path(in rect: Rect) -> Path
  /// The outline of the shape in a rectangle, as SwiftUI declares it: implement either form.
  nonisolated func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
  /// The `CGRect` form, for shapes written as SwiftUI's.
  public func path(in rect: Rect) -> Path {
    ShapeDefaults.once(Self.self) { path(in: CGRect(rect)) }
  }
  /// The `Rect` form, for Tessera's own shapes.
  public func path(in rect: CGRect) -> Path {
    ShapeDefaults.once(Self.self) { path(in: Rect(rect)) }
  }
}

nonisolated extension Shape {
  /// The shape's path for a frame, as SwiftUI draws it: `path(in:)` is asked in the frame's own
  /// space (origin at its top-left corner, so a `Path` built from `rect.width` and `0`, or a
  /// `Path` view itself, lands in its frame), then moved to the frame.
  func path(inFrame rect: Rect) -> Path {
    let local = path(in: Rect(x: 0, y: 0, width: rect.width, height: rect.height))
    guard rect.minX != 0 || rect.minY != 0 else { return local }
    return local.applying(AffineTransform(translationX: rect.minX, y: rect.minY))
  }
}

/// Breaks the loop of a shape that implements neither `path(in:)`: an empty path and a warning.
/// The loop is one type's default calling that type's other default; a shape whose `path(in:)`
/// asks another shape for its path (a stroke of a circle, a user's shape made of built-in ones)
/// goes through the other type's default freely.
nonisolated enum ShapeDefaults {
  @TaskLocal static var inDefault: ObjectIdentifier?
  static func once<S>(_ type: S.Type, _ body: () -> Path) -> Path {
    let id = ObjectIdentifier(type)
    if inDefault == id {
      Diagnostics.warnOnThisThread(
        "\(S.self) implements neither path(in: CGRect) nor path(in: Rect); drawn empty")
      return Path()
    }
    return $inDefault.withValue(id) { body() }
  }
}

extension CGRect {
  /// A rectangle from Tessera's geometry.
  init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
}

extension Point {
  /// A point from Foundation's.
  init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension Rect {
  /// A rectangle from Foundation's.
  init(_ r: CGRect) {
    self.init(
      x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height)
    )
  }
}

nonisolated extension Shape {
  /// Filled with the foreground style.
  public var body: ShapeView<Self> { ShapeView(shape: self, mode: .fill(nil, .nonZero)) }

  /// The shape filled with a style.
  public func fill(_ style: some ShapeStyle, style fillStyle: FillRule = .nonZero) -> ShapeView<Self> {
    ShapeView(shape: self, mode: .fill(AnyShapeStyle(style), fillStyle))
  }

  /// The shape outlined with a style, centered on its edge.
  public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> ShapeView<Self> {
    ShapeView(shape: self, mode: .stroke(AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth)))
  }

  /// The shape's outline, centered on its edge, as a shape (drawn in the foreground style; shape
  /// modifiers such as `rotation`, `scale` and `fill` apply to the outline), as SwiftUI's.
  public func stroke(lineWidth: CGFloat = 1) -> StrokedShape<Self> {
    StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline in a stroke style, as a shape.
  public func stroke(style strokeStyle: StrokeStyle) -> StrokedShape<Self> {
    StrokedShape(base: self, style: strokeStyle)
  }

  /// The shape filled with the foreground style and a fill style (default: non-zero winding).
  public func fill(style fillStyle: FillStyle = FillStyle()) -> ShapeView<Self> {
    ShapeView(shape: self, mode: .fill(nil, fillStyle.isEOFilled ? .evenOdd : .nonZero))
  }

  /// The shape filled with a style and a fill style.
  public func fill(_ style: some ShapeStyle, style fillStyle: FillStyle) -> ShapeView<Self> {
    ShapeView(shape: self, mode: .fill(AnyShapeStyle(style), fillStyle.isEOFilled ? .evenOdd : .nonZero))
  }

  /// The shape outlined with a style and stroke style, centered on its edge.
  public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, mode: .stroke(AnyShapeStyle(style), strokeStyle))
  }
}

nonisolated extension InsettableShape {
  /// The shape outlined inside its bounds (the stroke does not spill past the frame).
  public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView<InsetShape> {
    ShapeView(shape: self.inset(by: lineWidth / 2), mode: .stroke(nil, StrokeStyle(lineWidth: lineWidth)))
  }

  /// The shape outlined inside its bounds with a style and a stroke style.
  public func strokeBorder(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView<InsetShape>
  {
    ShapeView(
      shape: self.inset(by: strokeStyle.lineWidth / 2), mode: .stroke(AnyShapeStyle(style), strokeStyle))
  }

  /// The shape outlined inside its bounds with the foreground style and a stroke style.
  public func strokeBorder(style strokeStyle: StrokeStyle) -> ShapeView<InsetShape> {
    ShapeView(shape: self.inset(by: strokeStyle.lineWidth / 2), mode: .stroke(nil, strokeStyle))
  }

  /// The shape outlined inside its bounds (the stroke does not spill past the frame).
  public func strokeBorder(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> ShapeView<InsetShape> {
    ShapeView(
      shape: self.inset(by: lineWidth / 2),
      mode: .stroke(AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth)))
  }
}

nonisolated extension ShapeView: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let node = ShapeNode(shape: shape, mode: mode, environment: context.environment)
    // A style with a shadow (`.fill(.white.shadow(.drop(radius: 4)))`) casts it: resolved here,
    // where a radius that is not a number can be reported.
    if case .fill(let style, _) = node.mode,
      let shadowed = (style ?? node.foreground).base as? ShadowedShapeStyle
    {
      node.castShadow = shadowed.rasterShadow(
        in: context.environment, diagnostics: context.diagnostics)
    }
    return [node]
  }
}

/// Lays out a shape (it takes the space offered; 10 by 10 when none is) and draws it.
nonisolated final class ShapeNode: LayoutNode {
  let shape: any Shape
  let mode: ShapeView<Rectangle>.Mode
  let foreground: AnyShapeStyle
  let environment: EnvironmentValues
  /// The shadow the fill style casts (`ShapeStyle.shadow(_:)`), resolved with the view.
  var castShadow: Shadow? = nil

  init<S: Shape>(shape: S, mode: ShapeView<S>.Mode, environment: EnvironmentValues) {
    self.shape = shape
    switch mode {
    case .fill(let s, let r): self.mode = .fill(s, r)
    case .stroke(let s, let st): self.mode = .stroke(s, st)
    }
    self.foreground = environment.foregroundStyle
    self.environment = environment
    super.init(direction: environment.layoutDirection)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    proposal.replacingUnspecified()
  }

  /// The paths this shape fills, for shadows.
  func filledPath(in rect: Rect) -> Path? {
    if case .fill = mode { return shape.path(inFrame: rect) }
    return nil
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let path = shape.path(inFrame: rect)
    switch mode {
    case .fill(let style, let rule):
      var effective = style ?? foreground
      // A style with a shadow (`.fill(.white.shadow(.drop(radius: 4)))`) casts a drop shadow under
      // the fill, an inner one over it.
      var inner: Shadow? = nil
      if let shadowed = effective.base as? ShadowedShapeStyle {
        if let shadow = castShadow {
          if shadow.isInner { inner = shadow } else { items.append(.shadow(path: path, shadow: shadow)) }
        }
        effective = shadowed.base
      }
      defer { if let inner { items.append(.shadow(path: path, shadow: inner)) } }
      let fill = DisplayItem.fill(
        path: path, paint: effective.paint(in: rect, environment: environment), fillRule: rule)
      if let material = effective.base as? Material {
        // A material blurs what is behind it, then lays its tint over.
        var group = DisplayGroup(items: [fill], clip: path)
        group.backdropBlur = material.blurRadius
        group.backdropSaturation = material.backdropSaturation
        items.append(.group(group))
      } else {
        items.append(fill)
      }
    case .stroke(let style, let st):
      items.append(
        .stroke(path: path, paint: (style ?? foreground).paint(in: rect, environment: environment), style: st)
      )
    }
  }
}
