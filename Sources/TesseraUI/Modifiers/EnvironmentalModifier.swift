/// A modifier that makes the modifier to apply from the environment, as SwiftUI's
/// `EnvironmentalModifier`: `resolve(in:)` is called with the environment of the view it
/// modifies, and the modifier it returns is applied.
public protocol EnvironmentalModifier: ViewModifier where Body == PrimitiveBody {
  /// The modifier `resolve(in:)` returns.
  associatedtype ResolvedModifier: ViewModifier
  /// The modifier to apply in `environment`.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

nonisolated extension EnvironmentalModifier {
  /// Never called: the resolved modifier's body draws the view.
  public func body(content: Content) -> PrimitiveBody { PrimitiveBody() }
}

nonisolated extension EnvironmentalModifier {
  /// Applies the modifier resolved in the context's environment to `content`.
  func applyResolved<C: View>(to content: C, _ context: ResolveContext) -> [LayoutNode] {
    let resolved = EnvironmentValues.$current.withValue(context.environment) {
      MainActorBody.call(self, context.environment) { $0.resolve(in: $1) }
    }
    return TesseraUI.resolve(ModifiedContent(content: content, modifier: resolved), context.child(0xE4))
  }
}
