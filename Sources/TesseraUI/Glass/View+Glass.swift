nonisolated extension View {
  /// Draws the view on iOS 26's glass in `shape` (a capsule by default), as SwiftUI's
  /// `glassEffect(_:in:)`. See ``Glass`` for what is drawn for now.
  public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
    background { GlassBackground(glass: glass, shape: AnyShape(shape)) }
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

/// The glass behind a view: in the iOS 26 design the glass of bars (``GlassCapsule``'s tint, rim
/// and shadow, `.clear` more transparent) in the view's shape; in the iOS 17/18 design a
/// material (thin for `.regular`, ultra-thin for `.clear`); a tint laid over either at 35%.
nonisolated struct GlassBackground: View {
  let glass: Glass
  let shape: AnyShape
  @Environment(\.systemDesign) var design
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    if let material = glass.material {
      ZStack {
        if design == .ios26 {
          let alpha = material == .ultraThin ? 0.55 : 0.8
          shape.fill(
            colorScheme == .dark ? SystemColors.rgb(0x1C1C1E, alpha) : SystemColors.rgb(0xFFFFFF, alpha)
          )
          .boxShadow(color: Color.black.opacity(0.1), blur: 10, x: 0, y: 3)
          shape.stroke(SystemColors.pair(0x000000, 0.1, 0xFFFFFF, 0.12).color, lineWidth: 0.5)
        } else {
          shape.fill(material)
        }
        if let tint = glass.tint { shape.fill(tint.opacity(0.35)) }
      }
    }
  }
}
