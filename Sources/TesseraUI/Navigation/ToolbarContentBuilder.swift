/// Builds toolbar content from the statements of a closure, as SwiftUI's `@ToolbarContentBuilder`.
@resultBuilder
nonisolated public enum ToolbarContentBuilder {
  /// One item, as itself.
  public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
  /// Several items, in order. There is no empty block (as in SwiftUI): an empty `toolbar { }`
  /// (all its items under an `#if` for another platform) is a view builder's empty view.
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, each C: ToolbarContent>(
    _ first: C0, _ second: C1, _ rest: repeat each C
  ) -> TupleToolbarContent<C0, C1, repeat each C> {
    TupleToolbarContent(first, second, repeat each rest)
  }
  /// An `if` without `else`.
  public static func buildOptional<C: ToolbarContent>(_ content: C?) -> C? { content }
  /// The first branch of an `if`/`else`.
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> ConditionalToolbarContent<
    T, F
  > {
    ConditionalToolbarContent(first: first)
  }
  /// The second branch of an `if`/`else`.
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F)
    -> ConditionalToolbarContent<T, F>
  {
    ConditionalToolbarContent(second: second)
  }
}
