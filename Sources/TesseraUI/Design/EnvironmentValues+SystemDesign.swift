extension EnvironmentValues {
  /// The iOS design system colours, controls, lists and bars are drawn in. Default
  /// ``SystemDesign/standard``.
  public var systemDesign: SystemDesign {
    get { self[SystemDesignKey.self] }
    set { self[SystemDesignKey.self] = newValue }
  }
}

/// The environment key of ``EnvironmentValues/systemDesign``.
struct SystemDesignKey: EnvironmentKey {
  static var defaultValue: SystemDesign { .standard }
}
