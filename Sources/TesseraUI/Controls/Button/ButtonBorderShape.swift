/// The shape of bordered buttons, as SwiftUI's `ButtonBorderShape`.
nonisolated public struct ButtonBorderShape: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, capsule, circle, roundedRectangle(Double?)
  }
  let kind: Kind
  /// The style's own shape (a rounded rectangle for bordered buttons on iOS).
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the control size's radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  /// A rounded rectangle with a radius in points.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius))
  }
}

nonisolated struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
  /// The shape of bordered buttons. Default `.automatic`.
  public var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The shape of bordered buttons inside this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    modifier(EnvironmentModifier { $0.buttonBorderShape = shape })
  }
}
