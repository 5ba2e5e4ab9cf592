import SwiftUI

// Minimal stand-ins for fullmoon's own types (not SwiftUI API).

struct OnboardingInstallModelView: View {
    @Binding var showOnboarding: Bool
    var body: some View { EmptyView() }
}

// Xcode's generated asset-catalog symbol.
extension ImageResource {
    static let moon = ImageResource(name: "moon", bundle: .main)
}
