/// The Atomic Design layer of a component.
public enum AtomicLayer: String, Hashable, Sendable, CaseIterable, Comparable {
  /// Smallest units.
  case atom
  /// Compositions of atoms.
  case molecule
  /// Complex sections.
  case organism
  /// Concrete screens with real data: app side only (seed 000); an app's previews use it, the
  /// library's never do.
  case page

  /// Atoms first.
  public static func < (a: AtomicLayer, b: AtomicLayer) -> Bool {
    allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
  }
}
