import SwiftUI

// App types (Enchanted Extensions/KeyboardReadable+Extension.swift, Models/SamplePrompt.swift,
// Extensions/Colours+Extension.swift, Extensions/View+Extension.swift, asset colour gray5Custom)
protocol KeyboardReadable {}

struct SamplePrompts: Identifiable, Hashable {
    enum SamplePromptType {
        case question
        case action
        var icon: String {
            switch self {
            case .question: return "questionmark.circle"
            case .action: return "lightbulb.circle"
            }
        }
    }
    var prompt: String
    var type: SamplePromptType
    var id: String { prompt }

    static let samples: [SamplePrompts] = [
        .init(prompt: "Give me phrases to learn in a new language", type: .action),
        .init(prompt: "Why is the sky blue?", type: .question),
    ]
}

extension Color {
    init(hex: String) {
        self.init(red: 0.5, green: 0.5, blue: 0.5)
    }
    static let gray5Custom = Color("gray5Custom")
}

extension View {
    @ViewBuilder func showIf(_ bool: Bool) -> some View {
        if bool { self } else { EmptyView() }
    }
}
