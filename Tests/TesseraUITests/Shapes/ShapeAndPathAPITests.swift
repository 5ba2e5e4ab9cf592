import Foundation
import TesseraUI
import Testing

/// A shape written as SwiftUI's documentation writes an insettable one: `inset(by:)` returns
/// `some InsettableShape`.
private struct Ring: InsettableShape {
  var insetAmount = 0.0
  func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }
  func inset(by amount: CGFloat) -> some InsettableShape {
    var ring = self
    ring.insetAmount += amount
    return ring
  }
}

/// A shape written as SwiftUI code writes one, made of a built-in shape.
private struct InsetDisc: Shape {
  func path(in rect: CGRect) -> Path { Circle().path(in: rect.insetBy(dx: 10, dy: 10)) }
}

/// Shape and path API that real code (the ground truth's clock library) uses.
@Suite struct ShapeAndPathAPITests {
  @Test func aStrokedShapeIsAShapeWhosePathIsTheOutline() throws {
    let outline = Rectangle().stroke(lineWidth: 4).path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
    // The outline of a 20x10 rectangle stroked 4 wide covers 2 points outside every edge.
    let box = outline.boundingRect
    #expect(box == CGRect(x: -2, y: -2, width: 24, height: 14), "\(box)")
    // Shape modifiers apply to it, and drawn it is the same stroke as before.
    let drawn = try ImageRenderer(content: Circle().stroke(lineWidth: 2).frame(width: 20, height: 20))
      .render()
    let asView = try ImageRenderer(
      content: Circle().stroke(Color.primary, lineWidth: 2).frame(width: 20, height: 20)
    ).render()
    #expect(drawn.displayList.dump == asView.displayList.dump)
    let rotated = try ImageRenderer(
      content: Rectangle().stroke(lineWidth: 2).rotation(.degrees(45)).scale(0.5).frame(width: 20, height: 20)
    ).render()
    #expect(rotated.displayList.dump.contains("fill"), "\(rotated.displayList.dump)")
  }

  @Test func shapesMadeOfOtherShapesAndScaledStrokesHaveTheirPaths() {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(InsetDisc().path(in: frame).boundingRect == CGRect(x: 10, y: 10, width: 80, height: 80))
    #expect(
      InsetDisc().scale(0.5).path(in: frame).boundingRect == CGRect(x: 30, y: 30, width: 40, height: 40))
    let ring = Circle().stroke(lineWidth: 6).scale(0.5).path(in: frame).boundingRect
    #expect(abs(ring.width - 53) < 0.1 && abs(ring.midX - 50) < 0.01, "\(ring)")
  }

  @Test func anInsettableShapeMayReturnSomeInsettableShape() throws {
    let dump = try ImageRenderer(content: Ring().strokeBorder(lineWidth: 4).frame(width: 40, height: 40))
      .render()
      .displayList.dump
    #expect(dump.contains("stroke"), "\(dump)")
    let inset = Ring().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect
    #expect(inset == CGRect(x: 5, y: 5, width: 30, height: 30), "\(inset)")
  }

  @Test func aPathsElementsAreReadBackAsSwiftUIsElements() {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4))
    path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
    path.closeSubpath()
    var seen: [Path.Element] = []
    path.forEach { seen.append($0) }
    #expect(
      seen == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
        .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)), .closeSubpath,
      ])
    let mirrored = path.applying(.init(scaleX: -1, y: 1))
    var first: Path.Element?
    mirrored.forEach { if first == nil { first = $0 } }
    #expect(first == .move(to: CGPoint(x: -1, y: 2)))
    #if !canImport(Darwin)
      // Core Graphics' names, with integer literals as app code writes them.
      let vector = CGVector(dx: 0, dy: 1)
      #expect(vector.dx == 0 && vector.dy == 1)
      #expect(CGAffineTransform(scaleX: -1, y: 1).a == -1)
      let cg = CGMutablePath()
      cg.move(to: .zero)
      cg.addLine(to: CGPoint(x: 10, y: 5))
      #expect(cg.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 5))
      #expect(Path(path.cgPath) == path)
    #endif
  }

  @Test func anglesAddInPlace() {
    var angle = Angle.degrees(90)
    angle += .degrees(90)
    #expect(angle == .degrees(180))
    angle -= .degrees(45)
    angle *= 2
    angle /= 3
    #expect(abs(angle.degrees - 90) < 1e-9)
  }

  @Test func systemEnvironmentValuesHaveFixedDefaults() {
    let env = EnvironmentValues()
    #expect(env.calendar.identifier == .gregorian)
    #expect(env.timeZone.secondsFromGMT() == 0)
    #expect(!env.accessibilityReduceMotion && !env.accessibilityReduceTransparency)
    #expect(!env.accessibilityDifferentiateWithoutColor && !env.accessibilityVoiceOverEnabled)
  }

  @Test func timedOperatorsDeliverNothingInAStill() {
    nonisolated(unsafe) var delayed: [Bool] = []
    nonisolated(unsafe) var throttled: [Int] = []
    let a = Just(true).delay(for: .seconds(3), scheduler: RunLoop.main).sink { delayed.append($0) }
    let subject = PassthroughSubject<Int, Never>()
    let b = subject.throttle(for: .milliseconds(300), scheduler: RunLoop.main, latest: true).sink {
      throttled.append($0)
    }
    let c = subject.debounce(for: 0.5, scheduler: RunLoop.main).sink { throttled.append($0 * 100) }
    subject.send(1)
    subject.send(2)
    #expect(delayed.isEmpty)
    #expect(throttled == [1])
    _ = (a, b, c)
  }
}
