import SwiftUI

// An onboarding flow in the style of many public SwiftUI projects (e.g. nchuluda/Hypnago
// OnboardingView, jrasmusson/Bankey OnboardingView): @AppStorage flag, a paged TabView with
// page index dots, a custom ButtonStyle reacting to isPressed, SF Symbol effects, gradients
// and a fullScreenCover gate in the app's root view.

struct OnboardingPage: Identifiable, Hashable {
    let id = UUID()
    let symbolName: String
    let title: String
    let message: String
    let tint: Color

    static let all: [OnboardingPage] = [
        OnboardingPage(symbolName: "sparkles", title: "Welcome to Trailhead",
                       message: "Discover hikes near you, curated by people who love the outdoors.", tint: .green),
        OnboardingPage(symbolName: "map", title: "Plan Your Route",
                       message: "Save trails, check elevation and download maps for offline use.", tint: .teal),
        OnboardingPage(symbolName: "bell.badge", title: "Stay in the Loop",
                       message: "Get notified about trail conditions and weather changes.", tint: .orange),
    ]
}

struct CapsuleButtonStyle: ButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .background(tint.gradient, in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == CapsuleButtonStyle {
    static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
    static func capsule(tint: Color) -> CapsuleButtonStyle { CapsuleButtonStyle(tint: tint) }
}

struct OnboardingPageView: View {
    let page: OnboardingPage
    @State private var animateSymbol = false

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: page.symbolName)
                .font(.system(size: 96, weight: .semibold))
                .foregroundStyle(page.tint)
                .symbolEffect(.bounce, value: animateSymbol)
                .frame(height: 140)
            Text(page.title)
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            Text(page.message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)
            Spacer()
            Spacer()
        }
        .containerRelativeFrame(.horizontal)
        .onAppear {
            animateSymbol.toggle()
        }
    }
}

struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var currentPage = 0
    private let pages = OnboardingPage.all

    private var isLastPage: Bool {
        currentPage == pages.count - 1
    }

    var body: some View {
        ZStack {
            LinearGradient(
                colors: [pages[currentPage].tint.opacity(0.25), Color(.systemBackground)],
                startPoint: .top,
                endPoint: .bottom
            )
            .ignoresSafeArea()
            .animation(.easeInOut, value: currentPage)

            VStack {
                HStack {
                    Spacer()
                    if !isLastPage {
                        Button("Skip") {
                            hasSeenOnboarding = true
                        }
                        .padding()
                    }
                }

                TabView(selection: $currentPage) {
                    ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                        OnboardingPageView(page: page)
                            .tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))

                Button {
                    if isLastPage {
                        withAnimation {
                            hasSeenOnboarding = true
                        }
                    } else {
                        withAnimation(.spring) {
                            currentPage += 1
                        }
                    }
                } label: {
                    Text(isLastPage ? "Get Started" : "Continue")
                        .contentTransition(.numericText())
                }
                .buttonStyle(.capsule(tint: pages[currentPage].tint))
                .padding(.horizontal, 24)
                .padding(.bottom)
            }
        }
    }
}

struct RootView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        NavigationStack {
            Text("Home")
                .navigationTitle("Trailhead")
                .toolbar {
                    Button("Show Onboarding") {
                        hasSeenOnboarding = false
                    }
                }
        }
        .fullScreenCover(isPresented: .constant(!hasSeenOnboarding)) {
            OnboardingView()
        }
    }
}

#Preview {
    OnboardingView()
}

#Preview("Root") {
    RootView()
}
