extension Font {
  /// The text styles of Dynamic Type, with iOS's sizes (Apple's Human Interface Guidelines,
  /// Typography, "Dynamic Type sizes", iOS): regular weight except `.headline` (semibold).
  nonisolated public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// 34 pt at the default size.
    case largeTitle
    /// 28 pt.
    case title
    /// 22 pt.
    case title2
    /// 20 pt.
    case title3
    /// 17 pt semibold.
    case headline
    /// 15 pt.
    case subheadline
    /// 17 pt.
    case body
    /// 16 pt.
    case callout
    /// 13 pt.
    case footnote
    /// 12 pt.
    case caption
    /// 11 pt.
    case caption2

    /// Sizes in points from xSmall to accessibility5 (12 entries, in ``DynamicTypeSize`` order).
    var sizes: [Double] {
      switch self {
      case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
      }
    }

    /// The size in points at a Dynamic Type size.
    func size(at dynamicTypeSize: DynamicTypeSize) -> Double { entry(of: sizes, at: dynamicTypeSize) }

    /// A table's entry (12 entries, in ``DynamicTypeSize`` order) at a Dynamic Type size.
    func entry(of table: [Double], at dynamicTypeSize: DynamicTypeSize) -> Double {
      let i = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
      return table[min(i, table.count - 1)]
    }

    /// The style's font at the default size.
    var font: Font {
      var f = Font(size: size(at: .large), weight: self == .headline ? .semibold : .regular)
      f.textStyle = self
      return f
    }
  }
}
