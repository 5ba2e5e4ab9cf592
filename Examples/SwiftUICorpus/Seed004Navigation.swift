import SwiftUI
// Navigation sample of "SwiftUI Project Structure: The Golden Path" (seed 004_ec97c7111d6ce4c6),
// copied as written. LoginView, DashboardView and ProfileView(userId:) are not defined by this
// sample; minimal definitions live in support/Seed004Navigation.stubs.swift.
// Fixes: none needed.

enum Route: Hashable {
    case login
    case dashboard
    case profile(userId: String)
}

struct ContentView: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            LoginView()
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .login:
                        LoginView()
                    case .dashboard:
                        DashboardView()
                    case .profile(let userId):
                        ProfileView(userId: userId)
                    }
                }
        }
    }
}
