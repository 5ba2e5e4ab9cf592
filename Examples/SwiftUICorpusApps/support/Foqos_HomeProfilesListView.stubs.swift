import SwiftUI

// Minimal stand-ins for Foqos's own types (not SwiftUI API).

final class BlockedProfiles: Identifiable {
    var id = UUID()
    var name = "Profile"
    var blockingStrategyId: String?
    func showStopButton(elapsedTime: TimeInterval) -> Bool { true }
}

struct SectionTitle: View {
    init(_ title: String, buttonText: String? = nil, buttonAction: (() -> Void)? = nil, buttonIcon: String? = nil) {}
    var body: some View { EmptyView() }
}

enum ProfileSummaryMetadata { case appsAndDomains }
enum ProfileSummaryLayout { case dashboard }
enum ProfileSummaryStatusMode { case scheduleOnly }

struct ProfileSummaryContent: View {
    let profile: BlockedProfiles
    let isActive: Bool
    let metadata: ProfileSummaryMetadata
    let showsStatusLine: Bool
    let layout: ProfileSummaryLayout
    let statusMode: ProfileSummaryStatusMode
    var body: some View { EmptyView() }
}

struct ProfileUsageMiniBarChart: View {
    let profile: BlockedProfiles
    var body: some View { EmptyView() }
}

enum DeviceLayoutUtil {
    static var hasCompactEffectiveWidth: Bool { false }
}

struct BlockingStrategySessionAction {
    let title: String
    let systemImageName: String
    static func stop(isEnabled: Bool = true) -> BlockingStrategySessionAction {
        BlockingStrategySessionAction(title: "Stop", systemImageName: "stop.fill")
    }
}

protocol BlockingStrategy {
    func activeSessionAction(isPauseActive: Bool, isEnabled: Bool) -> BlockingStrategySessionAction
}

class StrategyManager: ObservableObject {
    static func getStrategyFromId(id: String) -> BlockingStrategy? { nil }
}
