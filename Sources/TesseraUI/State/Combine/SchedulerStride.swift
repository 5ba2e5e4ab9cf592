import Foundation

/// A span of time given to Combine's timing operators (`delay(for:scheduler:)`,
/// `debounce(for:scheduler:)`): `.seconds(3)`, `.milliseconds(300)`, or a number of seconds.
/// Combine spells it `S.SchedulerTimeType.Stride` for the scheduler `S`; Tessera's Combine subset
/// has one type for every scheduler.
public struct SchedulerStride: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// The span in seconds.
  public var timeInterval: Double

  /// A span of `seconds`.
  public init(_ seconds: Double) { timeInterval = seconds }
  /// A span of this many seconds.
  public init(floatLiteral value: Double) { timeInterval = value }
  /// A span of this many seconds.
  public init(integerLiteral value: Int) { timeInterval = Double(value) }

  /// A span of `s` seconds.
  public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(s) }
  /// A span of `s` seconds.
  public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(Double(s)) }
  /// A span of `ms` milliseconds.
  public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(Double(ms) / 1000) }
  /// A span of `us` microseconds.
  public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(Double(us) / 1_000_000) }
  /// A span of `ns` nanoseconds.
  public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(Double(ns) / 1_000_000_000) }

  /// Orders by length.
  public static func < (a: SchedulerStride, b: SchedulerStride) -> Bool { a.timeInterval < b.timeInterval }
}
