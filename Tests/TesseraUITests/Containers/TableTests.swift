import Foundation
import TesseraUI
import Testing

/// `Table`: compiles in SwiftUI's forms (data, rows, selection, sort order, `TableRow` in
/// `Section` and `ForEach`); the first column as a plain list on an iPhone, every column under a
/// header row on an iPad.
@MainActor @Suite struct TableTests {
  struct Person: Identifiable {
    let id: Int
    let name: String
    let city: String
    let age: Int
  }

  nonisolated static let people = [
    Person(id: 1, name: "Ada", city: "London", age: 36),
    Person(id: 2, name: "Grace", city: "Arlington", age: 85),
    Person(id: 3, name: "Linus", city: "Portland", age: 54),
  ]

  struct People: View {
    @State private var selection: Set<Person.ID> = []
    @State private var sortOrder = [KeyPathComparator(\Person.age)]
    var body: some View {
      Table(selection: $selection, sortOrder: $sortOrder) {
        TableColumn("Name", value: \.name)
        TableColumn("City", value: \.city) { person in Text(person.city).foregroundStyle(.secondary) }
        TableColumn("Age") { person in Text("\(person.age)").monospacedDigit() }
          .width(60)
      } rows: {
        Section {
          ForEach(TableTests.people.sorted(using: sortOrder)) { person in TableRow(person) }
        }
      }
      .tableStyle(.inset)
    }
  }

  func dump(_ device: Device) throws -> String {
    let r = ImageRenderer(content: DeviceScreen(device) { People() })
    r.scale = 1
    return try r.render().displayList.dump
  }

  @Test func aPhoneShowsTheFirstColumnAsAList() throws {
    let phone = try dump(.iPhone16)
    for name in ["\"Ada\"", "\"Grace\"", "\"Linus\""] { #expect(phone.contains(name), "\(phone)") }
    #expect(!phone.contains("\"London\"") && !phone.contains("\"City\""), "\(phone)")
  }

  @Test func anIPadShowsEveryColumnUnderItsTitle() throws {
    let pad = try dump(Device.iPad11.landscape)
    for text in ["\"Name\"", "\"City\"", "\"Age\"", "\"London\"", "\"85\""] {
      #expect(pad.contains(text), "\(pad)")
    }
  }

  @Test func theDataFormsCompileAndKeepTheDataOrder() throws {
    let table = Table(TableTests.people) {
      TableColumn("Name", value: \.name)
      TableColumn("City", value: \.city)
    }
    let out = try ImageRenderer(content: table.frame(width: 300, height: 200)).render().displayList.dump
    let ada = try #require(out.range(of: "\"Ada\""))
    let linus = try #require(out.range(of: "\"Linus\""))
    #expect(ada.lowerBound < linus.lowerBound)
    var single: Person.ID?
    _ = Table(TableTests.people, selection: Binding(get: { single }, set: { single = $0 })) {
      TableColumn("Name") { Text($0.name) }
    }
  }
}

/// A table with no rows or no columns draws an empty list, with no warning.
@MainActor @Suite struct EmptyTableTests {
  @Test func noRowsOrNoColumns() throws {
    let noRows = Table([TableTests.Person]()) { TableColumn("Name", value: \.name) }
    let out = try ImageRenderer(content: noRows.frame(width: 200, height: 100)).render()
    #expect(out.warnings.isEmpty && !out.displayList.dump.contains("\"Name\""))
    let noColumns = Table(TableTests.people) {}
    #expect(try ImageRenderer(content: noColumns.frame(width: 200, height: 100)).render().warnings.isEmpty)
  }
}

/// `LabeledContent(_:value:format:)`.
@MainActor @Suite struct LabeledContentFormatTests {
  @Test func aFormattedValueIsDrawnInTheLocale() throws {
    let view = LabeledContent("Total", value: 1234.5, format: .number.precision(.fractionLength(1)))
      .frame(width: 300)
    let us = try ImageRenderer(content: view).render().displayList.dump
    #expect(us.contains("\"1,234.5\"") && us.contains("\"Total\""), "\(us)")
    let de = try ImageRenderer(content: view.environment(\.locale, Locale(identifier: "de_DE"))).render()
      .displayList.dump
    #expect(de.contains("\"1.234,5\""), "\(de)")
  }
}
