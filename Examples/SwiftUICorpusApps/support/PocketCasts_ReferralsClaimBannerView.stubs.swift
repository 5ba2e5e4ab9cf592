import SwiftUI

// Stand-ins for app types used by the banner (real ones in Automattic/pocket-casts-ios: podcasts/Theme.swift and
// podcasts/Theme+Color.swift (Theme is an ObservableObject whose colours come from the active theme),
// podcasts/Referrals/ReferralsClaimPass.swift (ReferralClaimPassModel is a @MainActor ObservableObject driven by
// IAP notifications), podcasts/Referrals/ReferralsCoordinator.swift, podcasts/Referrals/ReferralCardMiniView.swift,
// podcasts/Strings+Generated.swift (L10n)).

class Theme: ObservableObject {
    enum ThemeType {
        case light, dark
    }

    let activeTheme: ThemeType

    init(previewTheme: ThemeType) {
        activeTheme = previewTheme
    }

    var primaryText01: Color { activeTheme == .light ? Color(red: 0.16, green: 0.17, blue: 0.18) : .white }
    var primaryUi02Active: Color { activeTheme == .light ? Color(red: 0.94, green: 0.94, blue: 0.95) : Color(red: 0.16, green: 0.16, blue: 0.18) }
    var secondaryIcon02: Color { Color(red: 0.55, green: 0.57, blue: 0.59) }
}

class ReferralsCoordinator {
    static let shared = ReferralsCoordinator()
}

@MainActor
class ReferralClaimPassModel: ObservableObject {
    enum State {
        case loading
        case start
        case notAvailable
        case done
    }

    let referralURL: URL?
    let coordinator: ReferralsCoordinator
    var onCloseTap: (() -> ())?

    @Published var state: State = .start

    init(referralURL: URL? = nil, coordinator: ReferralsCoordinator = ReferralsCoordinator.shared, onCloseTap: (() -> ())? = nil) {
        self.referralURL = referralURL
        self.coordinator = coordinator
        self.onCloseTap = onCloseTap
    }

    var claimPassTitle: String {
        "Claim your 2-Month Guest Pass"
    }
}

struct ReferralCardMiniView: View {
    var body: some View {
        RoundedRectangle(cornerRadius: Constants.cardRadius)
            .fill(Color.black)
    }

    enum Constants {
        static let cardRadius = CGFloat(4)
        static let defaultCardSize = CGSize(width: 80, height: 50)
    }
}

enum L10n {
    static var referralsClaimGuestPassBannerDetail: String { "Unlock all the Plus features" }
}

// Stand-in for the app's dynamic-type font helper (real one: Automattic/pocket-casts-ios, podcasts/UIFont+FontStyle.swift,
// which scales through UIFontMetrics and also takes a UIContentSizeCategory maximum).
extension View {
    func font(size: Double? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
        self.font(.system(size: size ?? 17, weight: weight))
    }
}
