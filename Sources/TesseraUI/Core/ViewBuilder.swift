/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder`: any number of
/// views (through parameter packs, no fixed arity), `if`, `if`/`else`, `switch`, optionals and
/// `#available` checks.
@resultBuilder
nonisolated public enum ViewBuilder {
  /// No views.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view, as itself.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    repeat each Content
  > {
    TupleView(repeat each content)
  }
  /// An `if` without `else`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> {
    .init(storage: .first(first))
  }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> {
    .init(storage: .second(second))
  }
  /// A branch under `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
