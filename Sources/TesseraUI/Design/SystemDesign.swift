/// The iOS design Tessera draws system colours, controls, lists and bars in: the one an app's
/// screens take from the SDK it is built with.
///
/// Set it for a subtree with ``View/systemDesign(_:)`` or `.environment(\.systemDesign, .ios26)`,
/// for a preview run with `--design`, `tessera-previews.json`'s `designs` or
/// ``PreviewVariant/design``. What each design draws is listed per control in
/// `Docs/SwiftUICompatibility.md`; a control the newer design has not restyled yet draws as in
/// ``ios18``.
public enum SystemDesign: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// iOS 17 and 18: the design before Liquid Glass (system blue #007AFF, inset-grouped sections 10
  /// pt round, rows at least 44 pt tall).
  case ios18
  /// iOS 26 (Liquid Glass), what apps built with the iOS 26 SDK draw: the new system colours
  /// (blue #0088FF), inset-grouped sections 26 pt round, 16 pt from the screen's edges, rows at
  /// least 52 pt tall, switches 63 by 28 pt.
  case ios26

  /// The design drawn when none is chosen: ``ios26``, what apps built with the current SDK draw.
  /// A control or bar iOS 26 restyled that Tessera has not yet measured draws as in ``ios18``
  /// (`Docs/SwiftUICompatibility.md` says which).
  public static let standard: SystemDesign = .ios26

  /// The design a name selects: "ios26", "iOS 26", "26", "ios18" or "iOS 18" (case and spaces
  /// ignored); nil for any other.
  public init?(named name: String) {
    let key = name.lowercased().filter { !$0.isWhitespace }
    switch key {
    case "ios26", "26", "liquidglass": self = .ios26
    case "ios18", "18", "ios17", "17": self = .ios18
    default: return nil
    }
  }

  /// The design's name as options and file names write it: "ios18", "ios26".
  public var description: String { rawValue }
}
