import SwiftUI

enum Category: String, CaseIterable, Codable {
    case food, eatingOut, rent, shopping, entertainment, transportation, utilities, subscriptions, healthcare, education, others

    var displayName: String { rawValue }
    var color: Color { .green }
    var icon: String { "cart" }
}


enum HapticFeedback {
    static func impact() {}
    static func selection() {}
    static func success() {}
    static func error() {}
    static func warning() {}
}


struct CategoryButton: View {
    let category: Category
    let isSelected: Bool
    let action: () -> Void
    var body: some View { Button(category.displayName, action: action) }
}