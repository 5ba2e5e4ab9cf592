import SwiftUI

// Minimal stand-ins for Applite's own types (not SwiftUI API).

enum AppRole { case installAndManage, installed, update }

@Observable @MainActor
final class CaskViewModel: Identifiable, Equatable {
    nonisolated let id: String
    var name: String
    var token: String
    init(id: String, name: String, token: String) { self.id = id; self.name = name; self.token = token }
    nonisolated static func == (l: CaskViewModel, r: CaskViewModel) -> Bool { l.id == r.id }
    static let dummy = CaskViewModel(id: "dummy", name: "Dummy", token: "dummy")
}

struct AppGridView: View {
    var casks: [CaskViewModel]
    var appRole: AppRole
    var body: some View { EmptyView() }
}

struct AppView: View {
    let cask: CaskViewModel
    let role: AppRole
    static let dimensions: (width: CGFloat, height: CGFloat, spacing: CGFloat) = (width: 320, height: 80, spacing: 20)
    var body: some View { EmptyView() }
}

struct PlaceholderAppGroup: View { var body: some View { EmptyView() } }

enum CategorySortingOptions: String, CaseIterable, Identifiable {
    case mostDownloaded, alphabetical
    var id: Self { self }
}

struct CategoryLoadResult: Identifiable {
    let id: String
    let sfSymbol: String
    let casks: [CaskViewModel]
    var localizedName: String { id }
    func casksCoupled(by option: CategorySortingOptions) -> [[CaskViewModel]] { [] }
}

struct TapLoadResult {
    let id: String
    let casks: [CaskViewModel]
    var title: String { id }
}

enum SidebarItem: Equatable, Hashable {
    case home, updates, installed, activeTasks, appMigration, brew
    case appCategory(id: String)
}

struct BatchProgress: Equatable { var isUpdate = false; var completed = 0; var total = 0 }
struct ActiveBrewTask { let viewModel: CaskViewModel }

@MainActor @Observable
final class HomebrewBootstrap {
    var needsSetupOverlay: Bool { false }
    private(set) var attempt = 0
}

@MainActor @Observable
final class AlertManager {
    var isPresented: Bool = false
    func show(title: LocalizedStringKey, message: String = "") {}
}

extension View {
    func alertManager(_ manager: AlertManager) -> some View { self }
}

@Observable @MainActor
final class CaskManager {
    let bootstrap = HomebrewBootstrap()
    var activeTasks: [ActiveBrewTask] = []
    var batchProgress: BatchProgress?
    var requestedTab: SidebarItem?
    let alert = AlertManager()
    func cancelBatch() {}
    func bootstrapAndLoad() async {}
}

struct SidebarView: View {
    @Binding var selection: SidebarItem?
    var body: some View { EmptyView() }
}
struct SearchView: View {
    @Binding var query: String
    var body: some View { EmptyView() }
}
struct DetailView: View {
    @Binding var selection: SidebarItem?
    @Binding var modifyingBrew: Bool
    var body: some View { EmptyView() }
}
struct ComponentsInstallView: View {
    let bootstrap: HomebrewBootstrap
    var body: some View { EmptyView() }
}

struct EnvironmentInput: View {
    let title: String
    @Binding var text: String
    var body: some View { EmptyView() }
}

func remark(title: LocalizedStringKey, color: Color, message: LocalizedStringKey) -> Text { Text(title) }

func uninstallSelf(deleteBrewCache: Bool, uninstallHomebrew: Bool = false) async throws {}

@MainActor @Observable
final class UpdaterViewModel {
    var canCheckForUpdates = true
    var automaticallyChecksForUpdates = false
    var automaticallyDownloadsUpdates = false
    var allowsAutomaticUpdates = true
    func checkForUpdates() {}
}

extension Bundle {
    var version: String { "1.0" }
    var buildNumber: String { "1" }
}

extension Font {
    static let appliteSmallTitle: Font = .system(size: 32, weight: .semibold)
}

// Applite's type-safe preference key and its @AppStorage convenience initialisers (app code).
struct PreferenceKey<Value: Sendable>: Sendable {
    let name: String
    let defaultValue: Value
    init(_ name: String, default defaultValue: Value) { self.name = name; self.defaultValue = defaultValue }
}

enum Preferences {
    static let mirrorEnabled = PreferenceKey("mirrorEnabled", default: false)
    static let mirrorAPIDomain = PreferenceKey("mirrorAPIDomain", default: "")
    static let mirrorBrewGitRemote = PreferenceKey("mirrorBrewGitRemote", default: "")
    static let mirrorCoreGitRemote = PreferenceKey("mirrorCoreGitRemote", default: "")
    static let mirrorBottleDomain = PreferenceKey("mirrorBottleDomain", default: "")
    static let categorySortOption = PreferenceKey("categorySortOption", default: CategorySortingOptions.mostDownloaded)
}

extension AppStorage {
    init(_ key: PreferenceKey<Value>) where Value == Bool { self.init(wrappedValue: key.defaultValue, key.name) }
    init(_ key: PreferenceKey<Value>) where Value == String { self.init(wrappedValue: key.defaultValue, key.name) }
    init(_ key: PreferenceKey<Value>) where Value: RawRepresentable, Value.RawValue == String {
        self.init(wrappedValue: key.defaultValue, key.name)
    }
}
