/// The size of controls, as SwiftUI's `ControlSize`. Default `.regular`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest.
  case mini
  /// Small.
  case small
  /// The default.
  case regular
  /// Large.
  case large
  /// The largest.
  case extraLarge
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
  /// The size of controls. Default `.regular`.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The size of controls inside this view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    modifier(EnvironmentModifier { $0.controlSize = controlSize })
  }
}
