import SwiftUI
import UniformTypeIdentifiers

// Minimal stand-ins for the demo's own model types (not SwiftUI API).

struct Transaction: Identifiable, Codable {
    var id: UUID = .init()
    var title: String = "Sample Text"
    var date: Date = .now
    var amount: Double = 0
}

struct Transactions: Codable, Transferable {
    var transactions: [Transaction]
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .richTransaction) { transferableData in
            try JSONEncoder().encode(transferableData)
        }
    }
    static func decodedTransactions(_ url: URL) throws -> [Transaction] { [] }
}

extension UTType {
    static let richTransaction = UTType(exportedAs: "con.rich.CustomFileExtension.rich")
}
