#if !canImport(Darwin)
  /// The priority of a layout constraint or of a view's hugging and compression resistance, from 1
  /// to 1000, as UIKit's.
  nonisolated public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1...1000.
    public var rawValue: Float
    /// A priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000.
    public static let required = UILayoutPriority(1000)
    /// 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250.
    public static let defaultLow = UILayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether one priority is lower than another.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
  }

  /// Auto Layout's namespace for the axis of hugging and compression resistance.
  nonisolated public enum NSLayoutConstraint {
    /// A horizontal or vertical axis.
    public enum Axis: Int, Sendable {
      /// Left to right.
      case horizontal
      /// Top to bottom.
      case vertical
    }
  }
#endif
