import SwiftUI

// Minimal stand-in for the demo's own model type (not SwiftUI API).

enum TabModel: String, CaseIterable {
    case primary = "Primary"
    case transactions = "Transactions"
    case update = "Updates"
    case promotions = "Promotions"
    case allMails = "All Mails"

    var color: Color { .blue }
    var symbolImage: String { "tray" }
}
