/// What a ``ProgressViewStyle`` is given.
nonisolated public struct ProgressViewStyleConfiguration {
  /// The label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label.
    public var body: AnyView { content }
  }
  /// The current-value label, as a view.
  nonisolated public struct CurrentValueLabel: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    /// The label.
    public var body: AnyView { content }
  }
  /// The fraction done, 0...1, or nil when not known.
  public let fractionCompleted: Double?
  /// The label, if any.
  public var label: Label?
  /// The current-value label, if any.
  public var currentValueLabel: CurrentValueLabel?

  /// `value / total` clamped to 0...1; nil for a nil value; 0 for NaN or a total that is not
  /// positive.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value)
    let t = Double(total)
    guard v.isFinite, t.isFinite, t > 0 else { return 0 }
    return min(max(v / t, 0), 1)
  }
}
