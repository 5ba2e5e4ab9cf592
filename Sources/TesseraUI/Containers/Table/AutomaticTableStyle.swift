/// The platform's table look.
nonisolated public struct AutomaticTableStyle: TableStyle {
  /// Creates the style.
  public init() {}
}
