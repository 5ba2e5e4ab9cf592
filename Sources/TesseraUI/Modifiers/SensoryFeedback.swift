import TesseraDisplayList

/// Haptic feedback, as SwiftUI's `SensoryFeedback` (never felt in a still).
public struct SensoryFeedback: Sendable, Equatable {
  let name: String
  /// Success.
  public static let success = SensoryFeedback(name: "success")
  /// Warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// Error.
  public static let error = SensoryFeedback(name: "error")
  /// Selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// Increase.
  public static let increase = SensoryFeedback(name: "increase")
  /// Decrease.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Start.
  public static let start = SensoryFeedback(name: "start")
  /// Stop.
  public static let stop = SensoryFeedback(name: "stop")
  /// Alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// Level change.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// An impact.
  public static let impact = SensoryFeedback(name: "impact")
  /// An impact of a weight and intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  /// An impact of a flexibility and intensity (iOS 17).
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }
  /// How flexible the object making an impact feels, as SwiftUI's `SensoryFeedback.Flexibility`.
  public struct Flexibility: Sendable, Equatable {
    let value: Int
    /// Rigid.
    public static let rigid = Flexibility(value: 0)
    /// Solid.
    public static let solid = Flexibility(value: 1)
    /// Soft.
    public static let soft = Flexibility(value: 2)
  }
  /// An impact's weight.
  public struct Weight: Sendable, Equatable {
    let value: Int
    /// Light.
    public static let light = Weight(value: 0)
    /// Medium.
    public static let medium = Weight(value: 1)
    /// Heavy.
    public static let heavy = Weight(value: 2)
  }
}
