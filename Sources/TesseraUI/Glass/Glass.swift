/// iOS 26's Liquid Glass material, as SwiftUI's `Glass`: `.regular`, `.clear`, `.identity`, with
/// a tint and interactivity.
///
/// Status: partial. In the iOS 26 design (``SystemDesign/ios26``) drawn as the bars' glass in
/// the shape (a translucent tint, a 0.5-point rim, a soft shadow; `.clear` more transparent), in
/// the iOS 17/18 design as a translucent material (regular: thin, clear: ultra-thin); tinted when
/// a tint is given. The backdrop blur, lensing and motion of glass are not drawn.
public struct Glass: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case regular, clear, identity }
  let kind: Kind
  /// The tint mixed into the glass, if any.
  let tint: Color?
  /// Whether the glass reacts to touches (a still shows it at rest).
  let isInteractive: Bool

  /// The standard glass.
  public static let regular = Glass(kind: .regular, tint: nil, isInteractive: false)
  /// Clearer glass, for content over media.
  public static let clear = Glass(kind: .clear, tint: nil, isInteractive: false)
  /// No glass: the view as it is.
  public static let identity = Glass(kind: .identity, tint: nil, isInteractive: false)

  /// The glass with `color` mixed in.
  public func tint(_ color: Color?) -> Glass { Glass(kind: kind, tint: color, isInteractive: isInteractive) }
  /// The glass reacting to touches (`true` by default).
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(kind: kind, tint: tint, isInteractive: isEnabled)
  }

  /// The material the glass is drawn with for now.
  var material: Material? {
    switch kind {
    case .regular: return .thin
    case .clear: return .ultraThin
    case .identity: return nil
    }
  }
}
