import SwiftUI

// Stand-ins for jellyfin/Swiftfin, Shared/App/SwiftfinApp+configure.swift (`SwiftfinApp.configure()`, there
// logging, Nuke and Defaults set-up), Shared/Components/OverlayToastView.swift, Shared/Components/
// WithUserAuthentication.swift and Shared/Coordinators/Root/RootView.swift.
extension SwiftfinApp {
    static func configure() {}
}

struct OverlayToastView<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
    }
}

struct WithUserAuthentication<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
    }
}

struct RootView: View {
    var body: some View {
        Text("Swiftfin")
    }
}
