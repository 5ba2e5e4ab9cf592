import TesseraUI

/// Fixed empty space along a stack's axis, scaled by density (seed 000's Spacing atom).
///
///     VStack { title; Spacing(16); body }
///
/// - Note: Atom. Takes a length from the app's spacing tokens, never a brand value.
public struct Spacing: View {
  let length: Double
  @Environment(\.dsDensity) var density

  /// Space of `length` points before density scaling.
  public init(_ length: Double) { self.length = length }

  /// The space.
  public var body: some View {
    Color.clear.frame(width: length * density.scale, height: length * density.scale)
  }
}
