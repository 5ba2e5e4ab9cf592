import SwiftUI

// Stand-ins for AnthonyH93/GoCycling: Go Cycling/Model/ColourChoice.swift (copied without its custom-colour
// helpers), Go Cycling/Model/Preferences.swift (reduced to the three properties this view reads),
// Go Cycling/Core Data/UserPreferences/UserPreferences+CoreDataClass.swift (there an NSManagedObject;
// here only its colour conversion) and the four tab views.
enum ColourChoice: String, CaseIterable, Identifiable {
    case red
    case orange
    case yellow
    case green
    case blue
    case indigo
    case violet
    case custom

    var id: String { self.rawValue }
}

class Preferences: ObservableObject {
    @Published var colourChoice: String = ColourChoice.blue.rawValue
    @Published var customColourHex: String?

    var colourChoiceConverted: ColourChoice {
        ColourChoice(rawValue: colourChoice) ?? .blue
    }
}

public class UserPreferences {
    static func convertColourChoiceToUIColor(colour: ColourChoice) -> UIColor {
        switch colour {
        case .red: return .systemRed
        case .orange: return .systemOrange
        case .yellow: return .systemYellow
        case .green: return .systemGreen
        case .blue, .custom: return .systemBlue
        case .indigo: return .systemIndigo
        case .violet: return .systemPurple
        }
    }
}

struct CycleView: View {
    var body: some View { Text("Cycle") }
}

struct HistoryView: View {
    var body: some View { Text("History") }
}

struct StatisticsView: View {
    var body: some View { Text("Statistics") }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
