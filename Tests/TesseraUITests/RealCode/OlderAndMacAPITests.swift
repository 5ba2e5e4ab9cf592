import TesseraUI
import Testing

/// A modifier made from the environment, as SwiftUI's documentation shows `EnvironmentalModifier`.
private struct SchemeFill: EnvironmentalModifier {
  func resolve(in environment: EnvironmentValues) -> Fill {
    Fill(
      color: environment.colorScheme == .dark
        ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
  }

  struct Fill: ViewModifier {
    let color: Color
    func body(content: Content) -> some View { content.background(color) }
  }
}

/// A shape that animates its inset and corner, as SwiftUI's documentation shows `Animatable`.
private struct Inset: Shape {
  var amount: Double
  var corner: CGFloat
  var animatableData: AnimatablePair<Double, CGFloat> {
    get { AnimatablePair(amount, corner) }
    set {
      amount = newValue.first
      corner = newValue.second
    }
  }
  func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerRadius: corner)
  }
}

@Suite struct OlderAndMacAPITests {
  func fills(_ view: some View) throws -> [String] {
    try ImageRenderer(content: view).render().displayList.dump.split(separator: "\n")
      .filter { $0.hasPrefix("fill") }.map { String($0.split(separator: " ").last ?? "") }
  }

  @Test func anEnvironmentalModifierIsResolvedInTheViewsEnvironment() throws {
    let square = Color.clear.frame(width: 4, height: 4)
    #expect(try fills(square.modifier(SchemeFill())).contains("#0000FFFF"))
    #expect(try fills(square.modifier(SchemeFill()).environment(\.colorScheme, .dark)).contains("#FF0000FF"))
  }

  @Test func combinedGesturesHaveSwiftUIsValueTypes() throws {
    let pinch = MagnificationGesture().onChanged { (scale: CGFloat) in _ = scale }
    let both = SimultaneousGesture(MagnificationGesture(), RotateGesture())
      .onEnded { value in _ = (value.first, value.second) }
    let sequence = LongPressGesture().sequenced(before: DragGesture())
      .onEnded { value in
        if case .second(_, let drag) = value { _ = drag }
      }
    let view = Color.clear.frame(width: 4, height: 4).gesture(pinch).gesture(both).gesture(sequence)
      .onHover { _ in }.scenePadding()
    // Kept, not acted on: the view draws as without them (with the scene's padding).
    let size = try ImageRenderer(content: view).render().displayList.size
    #expect(size.width > 4)
  }

  @Test func animatableShapesDrawTheirData() throws {
    var shape = Inset(amount: 2, corner: 0)
    shape.animatableData = shape.animatableData + AnimatablePair(1, 0)
    #expect(shape.amount == 3)
    let list = try ImageRenderer(content: shape.fill(Color.red).frame(width: 20, height: 20)).render()
      .displayList
    #expect(list.dump.contains("(3, 3, 14, 14)"), "\(list.dump)")
    #expect(Circle().animatableData == EmptyAnimatableData())
  }
}
