import SwiftUI

// Minimal stand-ins for LinearMouse's own types (not SwiftUI API).

enum AppTarget: Hashable {
    case bundle(String)
    case executable(String)
}

@MainActor
class SchemeState: ObservableObject {
    static let shared = SchemeState()
    @Published var currentApp: AppTarget?
    @Published var currentDisplay: String?
    func hasMatchingSchemes(forApp app: AppTarget?, forDisplay display: String?) -> Bool { false }
    func deleteMatchingSchemes(forApp app: AppTarget?, forDisplay display: String?) {}
}

struct AppPicker: View {
    @Binding var selectedApp: AppTarget?
    var body: some View { EmptyView() }
}

struct FormViewModifier: ViewModifier {
    func body(content: Content) -> some View { content }
}

struct InstalledApp { var bundleName: String }
func readInstalledApp(bundleIdentifier: String) throws -> InstalledApp? { nil }

extension View {
    func asDefaultAction() -> some View { self }
    func asCancelAction() -> some View { self }
    func sheetPrimaryActionStyle() -> some View { self }
    func sheetSecondaryActionStyle() -> some View { self }
    func sheetDestructiveActionStyle() -> some View { self }
}
