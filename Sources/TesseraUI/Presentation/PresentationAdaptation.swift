/// How a presentation adapts to compact sizes.
public struct PresentationAdaptation: Sendable {
  let kind: Int
  /// The system decides.
  public static let automatic = PresentationAdaptation(kind: 0)
  /// No adaptation.
  public static let none = PresentationAdaptation(kind: 1)
  /// A popover.
  public static let popover = PresentationAdaptation(kind: 2)
  /// A sheet.
  public static let sheet = PresentationAdaptation(kind: 3)
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(kind: 4)
}
