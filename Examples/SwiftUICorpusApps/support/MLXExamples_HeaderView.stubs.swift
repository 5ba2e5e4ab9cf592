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

// App view (Applications/LLMEval/Views/ContentView.swift), reduced to the nested type used
struct ContentView: View {
    enum DisplayStyle: String, CaseIterable, Identifiable {
        case plain, markdown
        var id: Self { self }
    }
    var body: some View { EmptyView() }
}
