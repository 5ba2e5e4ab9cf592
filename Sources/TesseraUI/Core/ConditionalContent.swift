/// One of two views, as an `if`/`else` or `switch` in a `@ViewBuilder` makes it.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }
  let storage: Storage

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension ConditionalContent: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    switch storage {
    case .first(let v): return resolve(v, context.child(1))
    case .second(let v): return resolve(v, context.child(2))
    }
  }
}

nonisolated extension Optional: View where Wrapped: View {
  /// Built-in: the wrapped view, or nothing.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension Optional: ResolvableView where Wrapped: View {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    switch self {
    case .some(let v): return resolve(v, context.child(3))
    case .none: return []
    }
  }
}
