import SwiftUI

// Stand-ins for the sharing types of Automattic/pocket-casts-ios (real ones: podcasts/Sharing/SharingModal.swift,
// ShareDestination.swift, ShareImageView.swift, SharingView.swift; podcasts/Analytics/Helpers/AnalyticsCoordinator.swift;
// podcasts/Common SwiftUI/Toast/Toast.swift). The real SharingModal.Option cases carry Episode/Podcast models.

enum SharingModal {
    enum Option {
        case episode(String)
        case podcast(String)
        case currentPosition(String, TimeInterval)
        case clip(String, TimeInterval)
    }
}

enum ShareImageStyle: CaseIterable {
    case large
    case medium
    case small
    case audio
}

class ClipTime: ObservableObject {
    @Published var start: TimeInterval = 0
    @Published var end: TimeInterval = 60
    @Published var playback: TimeInterval = 0
}

enum AnalyticsSource: String {
    case player
    case episodeDetail = "episode_detail"
    case unknown
}

enum ShareDestination: Hashable {
    case instagram
    case copyLink

    var name: String {
        switch self {
        case .instagram: "Instagram Stories"
        case .copyLink: "Copy Link"
        }
    }

    var icon: Image {
        switch self {
        case .instagram: Image("instagram")
        case .copyLink: Image("pocketcasts")
        }
    }

    @MainActor
    func share(_ option: SharingModal.Option,
               style: ShareImageStyle,
               clipTime: ClipTime,
               clipUUID: String,
               progress: Binding<Float?>,
               presentFrom rect: CurrentValueSubject<CGRect, Never>,
               source: AnalyticsSource) async throws {
        progress.wrappedValue = 1
    }
}

class Toast {
    static func show(_ title: String) {
        print(title)
    }
}

// Stand-in for the app's dynamic-type font helper (real one: Automattic/pocket-casts-ios, podcasts/UIFont+FontStyle.swift,
// which scales through UIFontMetrics and also takes a UIContentSizeCategory maximum).
extension View {
    func font(size: Double? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
        self.font(.system(size: size ?? 17, weight: weight))
    }
}
