import Foundation

/// A number `Text` can format with a `printf` specifier (`"\(value, specifier: "%.2f")"`).
public protocol FormatSpecifiable {
  /// The value as a `printf` argument, and whether it is a floating-point number.
  var formatArgument: (value: any CVarArg, isFloatingPoint: Bool) { get }
}
