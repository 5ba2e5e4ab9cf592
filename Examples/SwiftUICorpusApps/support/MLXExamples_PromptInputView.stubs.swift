import SwiftUI

// App view model (mlx-swift-examples Applications/LLMEval/ViewModels/LLMEvaluator.swift), reduced
@Observable
@MainActor
class LLMEvaluator {
    var running = false
    var includeWeatherTool = false
    var enableThinking = false
    var maxTokens = 2048
    var prompt = ""
    var output = ""
    var modelInfo = ""
    var isLoading: Bool { false }
}
