/// Builds toolbar content from the statements of a closure, as SwiftUI's `@ToolbarContentBuilder`.
@resultBuilder
nonisolated public enum ToolbarContentBuilder {
  /// One item, as itself.
  public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
  /// Several items, in order.
  public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<
    repeat each C
  > {
    TupleToolbarContent(repeat each content)
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
