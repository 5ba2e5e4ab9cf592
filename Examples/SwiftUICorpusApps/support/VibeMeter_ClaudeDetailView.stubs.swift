import SwiftUI

// Minimal stand-ins for VibeMeter's own types (not SwiftUI API).

struct ClaudeLogEntry {}

struct ClaudeDailyUsage: Identifiable {
    let id = UUID()
    let date: Date
    let entries: [ClaudeLogEntry]
    var totalInputTokens: Int { 0 }
    var totalOutputTokens: Int { 0 }
    var totalTokens: Int { 0 }
    func calculateCost() -> Double { 0 }
}

@MainActor
final class SettingsManager {
    static let shared = SettingsManager()
}

@MainActor
final class ClaudeProvider {
    init(settingsManager: SettingsManager) {}
    func getDailyUsageBreakdown() async throws -> [ClaudeDailyUsage] { [] }
}
