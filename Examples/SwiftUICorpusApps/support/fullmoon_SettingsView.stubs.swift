import SwiftUI

// Minimal stand-ins for fullmoon's own types (not SwiftUI API).

final class Thread {}

enum AppTintColor {
    case monochrome
    func getColor() -> Color { .primary }
}

enum AppFontSize {
    case medium
    func getFontSize() -> DynamicTypeSize { .medium }
}

class AppManager: ObservableObject {
    @Published var currentModelName: String?
    var appTintColor: AppTintColor = .monochrome
    var appFontSize: AppFontSize = .medium
    func modelDisplayName(_ modelName: String) -> String { modelName }
    func getMoonPhaseIcon() -> String { "moon" }
}

@Observable
final class LLMEvaluator {}

struct AppearanceSettingsView: View { var body: some View { EmptyView() } }
struct ChatsSettingsView: View {
    @Binding var currentThread: Thread?
    var body: some View { EmptyView() }
}
struct ModelsSettingsView: View { var body: some View { EmptyView() } }
struct CreditsView: View { var body: some View { EmptyView() } }

// Xcode's generated asset-catalog symbol.
extension ImageResource {
    static let madeByMainframe = ImageResource(name: "made by mainframe", bundle: .main)
}
