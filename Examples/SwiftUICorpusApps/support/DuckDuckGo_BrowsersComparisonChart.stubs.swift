// Stand-in for the comparison model (real one: duckduckgo/iOS, DuckDuckGo/OnboardingExperiment/BrowsersComparison/
// BrowsersComparisonModel.swift, whose images are Xcode-generated ImageResource asset symbols and whose titles come
// from UserText; here the images are asset names).

struct BrowsersComparisonModel {
    static let privacyFeatures: [PrivacyFeature] = PrivacyFeature.FeatureType.allCases.map { featureType in
        PrivacyFeature(type: featureType, browsersSupport: Browser.allCases.map { browser in
            PrivacyFeature.BrowserSupport(browser: browser, availability: browser == .ddg ? .available : .unavailable)
        })
    }

    enum Browser: CaseIterable {
        case safari
        case ddg

        var image: String {
            switch self {
            case .safari: "SafariBrowserIcon"
            case .ddg: "DDGBrowserIcon"
            }
        }
    }

    struct PrivacyFeature {
        let type: FeatureType
        let browsersSupport: [BrowserSupport]

        struct BrowserSupport {
            let browser: BrowsersComparisonModel.Browser
            let availability: Availability
        }

        enum FeatureType: CaseIterable {
            case privateSearch
            case blockThirdPartyTrackers
            case blockCookiePopups
            case blockCreepyAds
            case eraseBrowsingData

            var title: String {
                switch self {
                case .privateSearch: "Search privately by default"
                case .blockThirdPartyTrackers: "Block 3rd-party trackers"
                case .blockCookiePopups: "Block cookie requests & popups"
                case .blockCreepyAds: "Block targeted ads"
                case .eraseBrowsingData: "Erase browsing data swiftly"
                }
            }
        }

        enum Availability {
            case available
            case partiallyAvailable
            case unavailable

            var image: String {
                switch self {
                case .available: "Check"
                case .partiallyAvailable: "Stop"
                case .unavailable: "Cross"
                }
            }
        }
    }
}
