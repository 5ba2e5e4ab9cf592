/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Reasons from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Placeholder content: text is drawn as rounded bars of the tertiary system fill.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content (drawn as placeholder when redacted).
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content invalidated while it updates (drawn as is).
  public static let invalidated = RedactionReasons(rawValue: 4)
}

nonisolated extension Color.Resolved {
  /// What `.redacted(reason: .placeholder)` draws for text and images in this color: the color
  /// at 16 % of its opacity (#D6D6D6 for black text on white, as iOS draws it).
  var redactionPlaceholder: Color.Resolved {
    Color.Resolved(red: red, green: green, blue: blue, opacity: opacity * 0.16)
  }
}
