import Foundation
import TesseraDisplayList
import TesseraRaster

/// A shape drawn with a fill or a stroke.
nonisolated public struct ShapeView<S: Shape>: View {
  enum Mode {
    case fill(AnyShapeStyle?, FillRule)
    case stroke(AnyShapeStyle?, StrokeStyle)
  }
  let shape: S
  let mode: Mode

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}
