import SwiftUI

// Stand-ins for mozilla-mobile/focus-ios, focus-ios/BlockzillaPackage/Sources/Onboarding/SwiftUI Onboarding/
// OnboardingViewModel.swift (`Screen` copied; the view model reduced to its published screen, without its
// configurations, dismiss and telemetry closures), GetStartedOnboardingView.swift and
// DefaultBrowserOnboardingView.swift, and the preview's `OnboardingViewModel.dummy`.
enum Screen: CaseIterable {
    case getStarted
    case `default`
}

public class OnboardingViewModel: ObservableObject {
    @Published var activeScreen = Screen.getStarted

    public init() {}
}

extension OnboardingViewModel {
    static var dummy: OnboardingViewModel { OnboardingViewModel() }
}

struct GetStartedOnboardingView: View {
    @ObservedObject var viewModel: OnboardingViewModel

    var body: some View {
        Text("Get started")
    }
}

struct DefaultBrowserOnboardingView: View {
    @ObservedObject var viewModel: OnboardingViewModel

    var body: some View {
        Text("Default browser")
    }
}
