import TesseraText

extension Font.TextStyle {
  /// The distance from one line's baseline to the next in points, at each Dynamic Type size from
  /// xSmall to accessibility5 (12 entries, in ``DynamicTypeSize`` order): the "Leading" column of
  /// Apple's Human Interface Guidelines (Typography, "Dynamic Type sizes", iOS). Body text at the
  /// default size is 17 pt with 22 pt lines, where SF Pro's own line is 20.3 pt: iOS draws a
  /// paragraph's lines 22 pt apart and its first line 20.3 pt tall.
  var leadings: [Double] {
    switch self {
    case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    case .title: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
    case .headline, .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    case .caption: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    }
  }

  /// The baseline-to-baseline distance in points at a Dynamic Type size.
  func leading(at dynamicTypeSize: DynamicTypeSize) -> Double { entry(of: leadings, at: dynamicTypeSize) }
}

extension Font {
  /// The points added between two lines of a paragraph in this font beyond the drawn family's own
  /// line height, `natural` (in points), at `pointSize`: a text style of the system font takes its
  /// style's leading at the environment's Dynamic Type size (scaled with the font's size), so a
  /// body paragraph's lines are 22 pt apart at the default size; `.leading(.tight)` takes 2 points
  /// off and `.leading(.loose)` adds 2 (UIKit's tight and loose leading for text styles; SwiftUI's
  /// `Font.Leading`). A named family, a design other than the default and a size without a style
  /// keep their own lines, moved only by tight or loose. May be negative (tight lines).
  func extraLineSpacing(in environment: EnvironmentValues, pointSize: Double, natural: Double) -> Double {
    let adjustment: Double
    switch leadingAdjustment {
    case .standard: adjustment = 0
    case .tight: adjustment = -2
    case .loose: adjustment = 2
    }
    guard let style = textStyle, family == Font.systemFamily, design == .default,
      natural.isFinite, natural > 0, pointSize.isFinite, pointSize > 0
    else { return adjustment }
    let styleSize = style.size(at: environment.dynamicTypeSize)
    guard styleSize > 0 else { return adjustment }
    let leading = style.leading(at: environment.dynamicTypeSize) * pointSize / styleSize
    return leading - natural + adjustment
  }
}
