nonisolated struct TextAttributesKey: EnvironmentKey { static let defaultValue = Text.Attributes() }
nonisolated struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue = 1.0 }
struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
  /// Text attributes set on a container (`.bold()`, `.italic()`, `.fontWeight(_:)` on any view),
  /// applied to every `Text` inside that does not set its own.
  var textAttributes: Text.Attributes {
    get { self[TextAttributesKey.self] }
    set { self[TextAttributesKey.self] = newValue }
  }
  /// The case text is shown in; nil as written. Default nil.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
  /// The smallest factor text may shrink by to fit. Default 1 (never).
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = min(max(newValue.isFinite ? newValue : 1, 0.01), 1) }
  }
  /// Why content is redacted (`.placeholder` draws text as bars). Default none.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}
