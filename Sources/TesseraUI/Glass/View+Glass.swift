nonisolated extension View {
  /// Draws the view on iOS 26's glass in `shape` (a capsule by default), as SwiftUI's
  /// `glassEffect(_:in:)`. See ``Glass`` for what is drawn for now.
  public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
    let s = AnyShape(shape)
    return background {
      if let material = glass.material {
        ZStack {
          s.fill(material)
          if let tint = glass.tint { s.fill(tint.opacity(0.35)) }
        }
      }
    }
  }

  /// Names the view's glass shape, so shapes with the same ID in a namespace morph into each
  /// other (a still shows each in place).
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
    self
  }

  /// Joins the view's glass with the other shapes of the same ID into one (not merged yet).
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
    self
  }

  /// How the view's glass shape appears and leaves (a still shows it in place).
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

  /// Extends the view's appearance under the safe area with a mirrored, blurred copy (iOS 26; not
  /// drawn yet: the view as it is).
  public func backgroundExtensionEffect() -> some View { self }
}
