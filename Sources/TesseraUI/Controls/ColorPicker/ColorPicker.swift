import TesseraRaster

/// A control that selects a color, as SwiftUI's `ColorPicker`: the label leading and a 28 pt
/// swatch of the color trailing, ringed as iOS's color well.
nonisolated public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let label: Label

  /// A color picker with a label view.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
  }

  /// The label and the swatch.
  public var body: some View {
    HStack {
      label
      Spacer(minLength: 8)
      Circle().fill(selection.wrappedValue).frame(width: 22, height: 22)
        .padding(3)
        .overlay(Circle().strokeBorder(AngularRing(), lineWidth: 3))
    }
  }
}

nonisolated extension ColorPicker where Label == Text {
  /// A color picker titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  /// A color picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// The color well's ring (a linear rainbow standing for iOS's angular one).
nonisolated struct AngularRing: ShapeStyle {
  func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
    LinearGradient(
      colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], startPoint: .topLeading,
      endPoint: .bottomTrailing
    ).paint(in: rect, environment: environment)
  }
  func resolvedColor(in environment: EnvironmentValues) -> Color.Resolved {
    Color.red.resolve(in: environment)
  }
}
