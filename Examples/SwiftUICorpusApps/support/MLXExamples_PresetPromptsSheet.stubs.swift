import Foundation

// App model (mlx-swift-examples Applications/LLMEval/Models/PresetPrompts.swift)
struct PresetPrompt: Identifiable {
    let id = UUID()
    let prompt: String
    let enableTools: Bool
    let enableThinking: Bool
    let isLongPrompt: Bool

    init(_ prompt: String, enableTools: Bool = false, enableThinking: Bool = false, isLongPrompt: Bool = false) {
        self.prompt = prompt
        self.enableTools = enableTools
        self.enableThinking = enableThinking
        self.isLongPrompt = isLongPrompt
    }
}

struct PresetPrompts {
    static let all: [PresetPrompt] = [PresetPrompt("Why is the sky blue?")]
}
