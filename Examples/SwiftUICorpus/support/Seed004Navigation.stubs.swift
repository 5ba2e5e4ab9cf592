import SwiftUI

// Minimal stand-ins for the screens the navigation sample routes to.

struct LoginView: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Sign In")
                .font(.largeTitle.bold())
            NavigationLink("Go to Dashboard", value: Route.dashboard)
        }
        .padding()
    }
}

struct DashboardView: View {
    var body: some View {
        List {
            NavigationLink("My Profile", value: Route.profile(userId: "42"))
        }
        .navigationTitle("Dashboard")
    }
}

struct ProfileView: View {
    let userId: String

    var body: some View {
        Text("Profile for user \(userId)")
            .navigationTitle("Profile")
    }
}
