nonisolated extension View {
  /// Bold text inside this view, unless a text sets its own weight.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { if isActive { $0.textAttributes.weight = .bold } })
  }
  /// Italic text inside this view.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { if isActive { $0.textAttributes.italic = true } })
  }
  /// Text inside this view in a weight.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(EnvironmentModifier { $0.textAttributes.weight = weight })
  }
  /// Text inside this view at a width (drawn at the standard width).
  public func fontWidth(_ width: Font.Width?) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// Text inside this view in a design (see ``Font``).
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(EnvironmentModifier { $0.textAttributes.design = design })
  }
  /// Text inside this view with digits of one width.
  public func monospacedDigit() -> some View {
    modifier(EnvironmentModifier { $0.textAttributes.monospacedDigit = true })
  }
  /// Text inside this view in the monospaced design.
  public func monospaced(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentModifier { if isActive { $0.textAttributes.design = .monospaced } })
  }
  /// Text inside this view underlined.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStylePattern = .solid, color: Color? = nil)
    -> some View
  {
    modifier(
      EnvironmentModifier { $0.textAttributes.underline = Text.Decoration(isActive: isActive, color: color) })
  }
  /// Text inside this view struck through.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStylePattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(
      EnvironmentModifier {
        $0.textAttributes.strikethrough = Text.Decoration(isActive: isActive, color: color)
      })
  }
  /// Extra space between the characters of text inside this view, in points.
  public func kerning(_ kerning: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.textAttributes.kerning = kerning })
  }
  /// Text inside this view raised by `offset` points.
  public func baselineOffset(_ offset: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.textAttributes.baselineOffset = offset })
  }
  /// Text inside this view in capitals or small letters; nil as written.
  public func textCase(_ textCase: Text.Case?) -> some View {
    modifier(EnvironmentModifier { $0.textCase = textCase })
  }
  /// The smallest factor text inside may shrink by when it would be truncated (0.01...1). Default 1.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier(EnvironmentModifier { $0.minimumScaleFactor = factor })
  }
  /// Whether text may tighten its letter spacing to fit (drawn at its own spacing).
  public func allowsTightening(_ flag: Bool) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
  /// The Dynamic Type size inside this view.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    modifier(EnvironmentModifier { $0.dynamicTypeSize = size })
  }
  /// The Dynamic Type size inside this view, clamped to a range.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
    return modifier(
      EnvironmentModifier { env in
        if !inside.contains(env.dynamicTypeSize) {
          if let lo = inside.first, let hi = inside.last {
            env.dynamicTypeSize = env.dynamicTypeSize < lo ? lo : hi
          }
        }
      })
  }
  /// The view's content redacted: `.placeholder` draws its text as bars.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
  }
  /// The view's content shown even inside a redacted view.
  public func unredacted() -> some View {
    modifier(EnvironmentModifier { $0.redactionReasons = [] })
  }
  /// Marks the view's content as private (redacted when `.privacy` is).
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    modifier(
      EnvironmentModifier { env in
        if sensitive, env.redactionReasons.contains(.privacy) { env.redactionReasons.insert(.placeholder) }
      })
  }
  /// Whether text can be selected (no pixels).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    modifier(EnvironmentModifier { _ in })
  }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Selectable.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  /// Not selectable.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
