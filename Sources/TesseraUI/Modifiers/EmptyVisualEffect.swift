/// The visual effect that changes nothing, as SwiftUI's `EmptyVisualEffect`: the first argument of
/// `visualEffect(_:)` and `scrollTransition` closures, to build effects from.
public struct EmptyVisualEffect: VisualEffect, VisualEffectSteps {
  /// Nothing animates.
  public typealias AnimatableData = EmptyAnimatableData
  /// The empty effect.
  public init() {}
  var steps: [VisualEffectStep] { [] }
}
