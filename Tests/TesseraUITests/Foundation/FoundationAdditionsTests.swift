import Foundation
import Testing

@testable import TesseraUI

#if !canImport(Darwin)
  /// What TesseraUI declares where Foundation on Linux lacks what SwiftUI code calls:
  /// `String(localized:)` and `ListFormatter`.
  @Suite struct FoundationAdditionsTests {
    @Test func localizedStringsShowTheirTextWithValuesWrittenIn() {
      let name = "Ada"
      #expect(String(localized: "Today") == "Today")
      #expect(String(localized: "Hi \(name), \(3) items") == "Hi Ada, 3 items")
      #expect(String(localized: "\(2.5) km") == "2.500000 km")
      #expect(String(localized: "\(0.25, format: .percent)") == "25%")
      #expect(
        String(localized: "greeting", defaultValue: "Hello, \(name)", comment: "shown first") == "Hello, Ada")
      #expect(
        String(localized: "x", table: "Main", bundle: .main, locale: Locale(identifier: "fr_FR")) == "x")
    }

    @Test func listsAreJoinedInTheLocalesWords() {
      let formatter = ListFormatter()
      formatter.locale = Locale(identifier: "en_US")
      #expect(formatter.string(from: ["Ada", "Grace", "Linus"]) == "Ada, Grace, and Linus")
      #expect(formatter.string(from: ["Ada", "Grace"]) == "Ada and Grace")
      #expect(formatter.string(from: []) == "")
      #expect(formatter.string(from: [1, 2]) == "1 and 2")
      #expect(formatter.string(for: "not a list") == nil)
      formatter.locale = Locale(identifier: "fr_FR")
      #expect(formatter.string(from: ["A", "B", "C"]) == "A, B et C")
      let joined = ListFormatter.localizedString(byJoining: ["A", "B", "C"])
      #expect(joined.hasPrefix("A, B") && joined.hasSuffix("C"))
    }

    /// `RelativeDateTimeFormatter` as Hacker News writes a story's age.
    @Test func relativeDatesAreWrittenInTheLocalesWords() {
      let formatter = RelativeDateTimeFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.unitsStyle = .full
      let reference = Date(timeIntervalSince1970: 1_700_000_000)
      #expect(
        formatter.localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference)
          == "2 hours ago")
      #expect(
        formatter.localizedString(for: reference.addingTimeInterval(3 * 86400), relativeTo: reference)
          == "in 3 days")
      formatter.dateTimeStyle = .named
      #expect(
        formatter.localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference)
          == "yesterday")
      formatter.locale = Locale(identifier: "de_DE")
      #expect(
        formatter.localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference)
          == "gestern")
      formatter.dateTimeStyle = .numeric
      formatter.unitsStyle = .spellOut
      formatter.locale = Locale(identifier: "en_US")
      #expect(
        formatter.localizedString(for: reference.addingTimeInterval(-300), relativeTo: reference)
          == "five minutes ago")
      #expect(formatter.string(for: "not a date") == nil)
    }
  }
#endif
