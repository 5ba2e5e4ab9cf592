import TesseraAudit
import TesseraSnapshot

/// A type an option's or argument's text converts to.
package protocol ArgumentValue {
  /// The value `argument` spells, or nil when it spells none.
  init?(argument: String)

  /// Every value, for help (empty when the values are not a short list).
  static var allValueStrings: [String] { get }

  /// How help shows the value as a default.
  var defaultValueDescription: String { get }

  /// What a valid value looks like, for the error about an invalid one (nil: nothing to add).
  static var expectedForm: String? { get }
}

package extension ArgumentValue {
  static var allValueStrings: [String] { [] }
  var defaultValueDescription: String { "\(self)" }
  static var expectedForm: String? { nil }
}

package extension ArgumentValue where Self: RawRepresentable, RawValue == String, Self: CaseIterable {
  init?(argument: String) { self.init(rawValue: argument) }
  static var allValueStrings: [String] { allCases.map(\.rawValue) }
  var defaultValueDescription: String { rawValue }
}

extension String: ArgumentValue {
  package init?(argument: String) { self = argument }
}

extension Int: ArgumentValue {
  package init?(argument: String) { self.init(argument, radix: 10) }
  package static var expectedForm: String? { "a whole number" }
}

extension UInt16: ArgumentValue {
  package init?(argument: String) { self.init(argument, radix: 10) }
  package static var expectedForm: String? { "a whole number from 0 to 65535" }
}

extension Double: ArgumentValue {
  package init?(argument: String) {
    guard let value = Double(argument) else { return nil }
    self = value
  }

  package static var expectedForm: String? { "a number" }

  package var defaultValueDescription: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
  }
}

extension SnapshotAudit.Mode: ArgumentValue {}
extension AuditOptions.ContrastLevel: ArgumentValue {}
