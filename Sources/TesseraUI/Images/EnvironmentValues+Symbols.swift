nonisolated struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
struct SymbolFramesAreSquareKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The relative size of symbols. Default `.medium`.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
  /// The variants symbols are drawn in. Default `.none`.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
  /// How symbols are colored; nil for the default. Default nil.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
  /// Whether symbols keep a square frame (a `Label`'s icon, so its title lines up with the other
  /// rows' titles) instead of SF Symbols' width. Default false.
  var symbolFramesAreSquare: Bool {
    get { self[SymbolFramesAreSquareKey.self] }
    set { self[SymbolFramesAreSquareKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The relative size of symbols inside this view.
  public func imageScale(_ scale: Image.Scale) -> some View {
    modifier(EnvironmentModifier { $0.imageScale = scale })
  }
  /// The variant of symbols inside this view (`.fill`, `.circle`).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(EnvironmentModifier { $0.symbolVariants = variant })
  }
  /// How symbols inside this view are colored (one color here; see ``SymbolRenderingMode``).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    modifier(EnvironmentModifier { $0.symbolRenderingMode = mode })
  }
  /// A symbol effect (an animation: no pixels in a still).
  public func symbolEffect<E: SymbolEffect>(
    _ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true
  )
    -> some View
  {
    modifier(EnvironmentModifier { _ in })
  }
  /// A symbol effect run when `value` changes (no pixels in a still).
  public func symbolEffect<E: SymbolEffect, U: Equatable>(
    _ effect: E, options: SymbolEffectOptions = .default, value: U
  )
    -> some View
  {
    modifier(EnvironmentModifier { _ in })
  }
}
