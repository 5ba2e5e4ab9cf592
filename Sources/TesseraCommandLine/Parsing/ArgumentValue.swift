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
}

package extension ArgumentValue {
  static var allValueStrings: [String] { [] }
  var defaultValueDescription: String { "\(self)" }
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
}

extension UInt16: ArgumentValue {
  package init?(argument: String) { self.init(argument, radix: 10) }
}

extension Double: ArgumentValue {
  package init?(argument: String) {
    guard let value = Double(argument) else { return nil }
    self = value
  }

  package var defaultValueDescription: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : "\(self)"
  }
}

extension SnapshotAudit.Mode: ArgumentValue {}
extension AuditOptions.ContrastLevel: ArgumentValue {}
