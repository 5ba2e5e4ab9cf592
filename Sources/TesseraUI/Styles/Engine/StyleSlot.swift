/// A style protocol's style in the environment, erased to what it does: make the view for a
/// configuration. One generic slot per configuration type (one environment entry per style kind),
/// so a control's style protocol needs no eraser or key of its own.
///
///     .gaugeStyle(style)  →  env[StyleSlot<GaugeStyleConfiguration>.self] = StyleSlot(style.makeBody)
///
/// The control reads its slot when it resolves: a style set around it, else its default style.
/// While a style's body resolves, the slot holds the style set outside it, so a control of the
/// same kind inside the body draws in that one (as in SwiftUI, a style's body does not apply the
/// style to itself).
struct StyleSlot<Configuration>: @unchecked Sendable {
  /// Makes the view for a configuration.
  let makeBody: (Configuration) -> AnyView
  /// The style set outside this one, in force inside its body.
  let outer: [StyleSlot<Configuration>]
  /// The style's type, for a control that draws differently in one of its built-in styles (a
  /// disclosure group in a list with the automatic style), or nil.
  let styleType: ObjectIdentifier?

  /// A slot for a style's `makeBody`, erased.
  init(
    erased makeBody: @escaping (Configuration) -> AnyView, outer: StyleSlot<Configuration>?,
    styleType: ObjectIdentifier? = nil
  ) {
    self.makeBody = makeBody
    self.outer = outer.map { [$0] } ?? []
    self.styleType = styleType
  }
}

/// The environment key of a style kind's slot.
struct StyleSlotKey<Configuration>: EnvironmentKey {
  static var defaultValue: StyleSlot<Configuration>? { nil }
}

extension EnvironmentValues {
  /// The style set for configurations of this type, or nil (the control's default).
  func style<Configuration>(for: Configuration.Type) -> StyleSlot<Configuration>? {
    self[StyleSlotKey<Configuration>.self]
  }

  /// Sets the style for configurations of this type.
  mutating func setStyle<Configuration>(_ slot: StyleSlot<Configuration>?) {
    self[StyleSlotKey<Configuration>.self] = slot
  }
}

nonisolated extension View {
  /// This view with `makeBody` as the style of its controls of that configuration: the one
  /// modifier every `xStyle(_:)` is.
  func style<Configuration, Body: View>(
    _ makeBody: @escaping (Configuration) -> Body, styleType: ObjectIdentifier? = nil
  ) -> some View {
    // Styles are values the environment only reads: the change is made here, where the types are
    // known, and carried across as it is (the sendable closure captures no generic type).
    let erased: (Configuration) -> AnyView = { AnyView(makeBody($0)) }
    let apply = UncheckedBox { (env: inout EnvironmentValues) in
      env.setStyle(StyleSlot(erased: erased, outer: env.style(for: Configuration.self), styleType: styleType))
    }
    return modifier(EnvironmentModifier { apply.value(&$0) })
  }
}

/// A control's body as its style draws it: the style set around it, else `fallback`, with the
/// style outside the one drawing in force inside its body.
nonisolated struct StyledBody<Configuration>: View {
  let configuration: Configuration
  let fallback: (Configuration) -> AnyView

  /// Built-in.
  var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension StyledBody: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    // A style's `@Environment` properties read the control's environment while it makes its body.
    guard let slot = env.style(for: Configuration.self) else {
      let body = EnvironmentValues.$current.withValue(env) { fallback(configuration) }
      return resolve(body, context)
    }
    let body = EnvironmentValues.$current.withValue(env) { slot.makeBody(configuration) }
    env.setStyle(slot.outer.first)
    return resolve(body, context.with(env))
  }
}
