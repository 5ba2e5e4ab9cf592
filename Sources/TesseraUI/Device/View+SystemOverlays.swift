nonisolated extension View {
  /// Hides the status bar while this view shows (default true); the safe area stays as the
  /// device's (the sensor housing is still there). In a `DeviceScreen`, the bar is not drawn.
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    modifier(
      BehaviorModifier { context in
        if hidden { context.environment.screenGeometry?.statusBarHidden = true }
      })
  }

  /// Whether the system's persistent overlays (the home indicator) show while this view shows;
  /// `.hidden` leaves the home indicator undrawn in a `DeviceScreen`.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    modifier(
      BehaviorModifier { context in
        if visibility == .hidden { context.environment.screenGeometry?.systemOverlaysHidden = true }
      })
  }
}
