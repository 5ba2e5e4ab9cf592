/// How progress views look, as SwiftUI's `ProgressViewStyle`. Set with `.progressViewStyle(_:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view a progress view becomes.
  associatedtype Body: View
  /// The view for a configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ProgressViewStyleConfiguration
}

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

nonisolated extension View {
  /// The style of progress views inside this view; inside the style's body, a progress view
  /// (`ProgressView(configuration)`) draws in the style set outside it, as in SwiftUI.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    self.style { (configuration: ProgressViewStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

/// The default style: a spinner when the progress is not known, a bar when it is.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}
  /// A spinner or a bar.
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// A spinner, `.circular`, as `UIActivityIndicatorView.medium`: 8 spokes in a 20 pt circle (the
/// ring's spokes 3 pt wide and 6 pt long, rounded), gray #999999 from full opacity at the top
/// spoke fading clockwise; its label, if any, 8 pt below in `secondaryLabel`. A determinate
/// circular view draws a 3 pt ring with the tint's arc.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  /// The circular style.
  public init() { tint = nil }
  /// The circular style with its spinner drawn in `tint` (SwiftUI's older form, deprecated there
  /// in favour of `.tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  /// A spinner.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      Spinner(fraction: configuration.fractionCompleted, color: tint)
      if let label = configuration.label { label.foregroundStyle(SystemColors.secondaryLabel.color) }
    }
  }
}

/// A bar, `.linear`, as `UIProgressView`: the width offered, 4 pt high, a capsule track in
/// `systemFill`-like gray (#E5E5EA light, #3A3A3C dark) and the done part in the tint; its
/// label above (4 pt) and current-value label below in `secondaryLabel` footnote.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The linear style.
  public init() {}
  /// A bar.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      ProgressBar(fraction: configuration.fractionCompleted ?? 0)
      if let c = configuration.currentValueLabel {
        c.font(.footnote).foregroundStyle(SystemColors.secondaryLabel.color)
      }
    }
  }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default style.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
