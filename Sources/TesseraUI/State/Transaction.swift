/// The context of a state change, as SwiftUI's `Transaction`: the animation it asks for. Tessera
/// draws stills, so animations are recorded and never drawn.
public struct Transaction: Sendable {
  /// The animation of the change, or nil.
  public var animation: Animation?
  /// Whether animations of descendants are turned off.
  public var disablesAnimations = false

  /// A transaction with no animation.
  public init() {}

  /// A transaction with an animation.
  public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` (a state change) as SwiftUI does with an animation; stills show the end state.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

/// Runs `body` (a state change) with an animation, then `completion` once the animation is done
/// (iOS 17); a still shows the end state, so `completion` runs at once.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

/// Runs `body` with a transaction; stills show the end state.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}
