/// A size class, as SwiftUI's `UserInterfaceSizeClass`: an iPhone in portrait is compact wide
/// and regular tall.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Compact.
  case compact
  /// Regular.
  case regular
}

struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
  /// The horizontal size class. Default `.compact` (an iPhone in portrait).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// The vertical size class. Default `.regular`.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
  /// The scene's phase. Default `.active`.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
