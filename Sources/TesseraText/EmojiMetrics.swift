/// The size color emoji are drawn at next to text, so their advance is Apple Color Emoji's on
/// iOS rather than the bundled font's own.
///
/// Noto Color Emoji advances 1.245 em at every size. iOS's emoji are not proportional to the
/// text: measured on iOS references, `👍` repeated in 16-point system text advances 23.0 pt
/// (1.44 em; a UIKit label at 3x, `indjec/ui-label`), and `👍🏻💯` in 50-point text about
/// 55 pt (1.10 em; GetStream's `stream-chat-swift` jumbo emoji, 1x). Between 16 and 50 pt the
/// advance is the line through those two points; below 16 pt it keeps 16 pt's ratio, above 50 pt
/// 50 pt's (no reference measures beyond them). The emoji face is then drawn at the size that
/// gives that advance, so its ink (about 0.8 of the advance, as on iOS: 18.7 pt wide at 16 pt)
/// and its line-raising ascent follow.
enum EmojiMetrics {
  /// Noto Color Emoji's advance, in ems of its size: 2,550 units of its 2,048 (1.245 em).
  static let fontAdvance = 2550.0 / 2048

  /// iOS's advance of one emoji in text of `size` points, in points.
  static func advance(forTextSize size: Double) -> Double {
    guard size.isFinite, size > 0 else { return 0 }
    if size <= 16 { return size * (23.0 / 16) }
    if size >= 50 { return size * (55.0 / 50) }
    return 23.0 + (size - 16) * (55.0 - 23.0) / (50 - 16)
  }

  /// The size in points to draw the color emoji face at in text of `size` points.
  static func faceSize(forTextSize size: Double) -> Double {
    guard size.isFinite, size > 0 else { return size }
    return advance(forTextSize: size) / fontAdvance
  }
}
