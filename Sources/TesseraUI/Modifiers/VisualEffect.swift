import TesseraDisplayList
import TesseraRaster

/// Changes to a view's drawing that do not change its layout, as SwiftUI's `VisualEffect`: what
/// `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` closures return, built from
/// `EmptyVisualEffect` with `offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur` and the
/// color effects. Effects apply in the order written (the first is innermost), as on views.
public protocol VisualEffect: Sendable, Animatable {}

/// One drawing change a visual effect makes.
enum VisualEffectStep: Sendable {
  case offset(x: Double, y: Double)
  case scale(x: Double, y: Double, anchor: UnitPoint)
  case rotation(Angle, anchor: UnitPoint)
  case opacity(Double)
  case blur(radius: Double, opaque: Bool)
  case colorMatrix(ColorMatrix)
  case colorMultiply(Color)
}

/// A visual effect whose steps are known (every effect built from `EmptyVisualEffect`).
protocol VisualEffectSteps {
  var steps: [VisualEffectStep] { get }
}

/// A visual effect made of steps, as the effect methods return.
struct VisualEffectChain: VisualEffect, VisualEffectSteps {
  typealias AnimatableData = EmptyAnimatableData
  let steps: [VisualEffectStep]
}

extension VisualEffect {
  /// The steps of this effect (none for an effect of an unknown type).
  var visualEffectSteps: [VisualEffectStep] { (self as? VisualEffectSteps)?.steps ?? [] }

  func adding(_ step: VisualEffectStep) -> VisualEffectChain {
    VisualEffectChain(steps: visualEffectSteps + [step])
  }

  /// `child` wrapped in the nodes that draw this effect, first step innermost.
  func wrap(_ child: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
    var node = child
    for step in visualEffectSteps {
      switch step {
      case .offset(let x, let y):
        if x != 0 || y != 0 { node = OffsetNode(dx: x, dy: y, child: node) }
      case .scale(let x, let y, let anchor):
        if x != 1 || y != 1 {
          node = TransformNode(transform: AffineTransform(scaleX: x, y: y), anchor: anchor, child: node)
        }
      case .rotation(let angle, let anchor):
        let turns = angle.radians / (2 * Double.pi)
        if turns != 0 {
          let sc = Trig.sinCos(turns: turns)
          node = TransformNode(
            transform: AffineTransform(rotationCosine: sc.cos, sine: sc.sin), anchor: anchor, child: node)
        }
      case .opacity(let o):
        node = OpacityNode(opacity: o, child: node)
      case .blur(let radius, let opaque):
        if radius > 0 {
          node = EffectGroupNode(child: node) { items, rect in
            opaque
              ? DisplayGroup(items: [.group(DisplayGroup(items: items, blur: radius))], clip: Path(rect))
              : DisplayGroup(items: items, blur: radius)
          }
        }
      case .colorMatrix(let matrix):
        node = ColorFilterNode(matrix: matrix, child: node)
      case .colorMultiply(let color):
        node = ColorFilterNode(matrix: .multiply(color.resolve(in: environment)), child: node)
      }
    }
    return node
  }
}
