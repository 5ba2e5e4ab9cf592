import SwiftUI
// Swift 6 mode: fails for its own data race (Apple's compiler flags it too): the EnvironmentKey's
// `static var defaultValue` is mutable global state.

// Based on Apple's sample "Backyard Birds" (WWDC23): AppScreen with @ViewBuilder label and
// destination, AppTabView, AppSidebarList, AppDetailColumn, ContentView switching on a custom
// EnvironmentKey (prefersTabNavigation); plus a floating custom tab bar with
// matchedGeometryEffect, as found in many public SwiftUI projects (e.g. "CustomTabBar" repos).

struct PrefersTabNavigationEnvironmentKey: EnvironmentKey {
    static var defaultValue: Bool = true
}

extension EnvironmentValues {
    var prefersTabNavigation: Bool {
        get { self[PrefersTabNavigationEnvironmentKey.self] }
        set { self[PrefersTabNavigationEnvironmentKey.self] = newValue }
    }
}

enum AppScreen: Codable, Hashable, Identifiable, CaseIterable {
    case backyards
    case birds
    case plants
    case account

    var id: AppScreen { self }

    var title: String {
        switch self {
        case .backyards: return "Backyards"
        case .birds: return "Birds"
        case .plants: return "Plants"
        case .account: return "Account"
        }
    }

    var symbolName: String {
        switch self {
        case .backyards: return "tree"
        case .birds: return "bird"
        case .plants: return "leaf"
        case .account: return "person.crop.circle"
        }
    }
}

extension AppScreen {
    @ViewBuilder
    var label: some View {
        switch self {
        case .backyards:
            Label {
                Text("Backyards")
            } icon: {
                Image(systemName: "tree")
            }
        case .birds:
            Label("Birds", systemImage: "bird")
        case .plants:
            Label("Plants", systemImage: "leaf")
        case .account:
            Label("Account", systemImage: "person.crop.circle")
        }
    }

    @ViewBuilder
    var destination: some View {
        switch self {
        case .backyards:
            NavigationStack {
                List(1...20, id: \.self) { index in
                    Text("Backyard \(index)")
                }
                .navigationTitle("Backyards")
            }
        case .birds:
            NavigationStack {
                ContentUnavailableView("No Birds Yet", systemImage: "bird", description: Text("Birds that visit your backyards appear here."))
                    .navigationTitle("Birds")
            }
        case .plants:
            NavigationStack {
                Text("Plants")
                    .navigationTitle("Plants")
            }
        case .account:
            NavigationStack {
                Form {
                    LabeledContent("Name", value: "Juan Chavez")
                    LabeledContent("Member since") {
                        Text(Date(timeIntervalSince1970: 1_600_000_000), format: .dateTime.year().month())
                    }
                }
                .navigationTitle("Account")
            }
        }
    }
}

struct AppTabView: View {
    @Binding var selection: AppScreen?

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppScreen.allCases) { screen in
                screen.destination
                    .tag(screen as AppScreen?)
                    .tabItem { screen.label }
                    .badge(screen == .birds ? 2 : 0)
            }
        }
    }
}

struct AppSidebarList: View {
    @Binding var selection: AppScreen?

    var body: some View {
        List(AppScreen.allCases, selection: $selection) { screen in
            NavigationLink(value: screen) {
                screen.label
            }
        }
        .navigationTitle("Backyard Birds")
    }
}

struct AppDetailColumn: View {
    var screen: AppScreen?

    var body: some View {
        Group {
            if let screen {
                screen.destination
            } else {
                ContentUnavailableView("Select a Backyard", systemImage: "bird", description: Text("Pick something from the list."))
            }
        }
    }
}

struct FloatingTabBar: View {
    @Binding var selection: AppScreen
    @Namespace private var namespace

    var body: some View {
        HStack(spacing: 0) {
            ForEach(AppScreen.allCases) { screen in
                Button {
                    withAnimation(.snappy(duration: 0.25)) {
                        selection = screen
                    }
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: screen.symbolName)
                            .symbolVariant(selection == screen ? .fill : .none)
                            .font(.title3)
                        if selection == screen {
                            Text(screen.title)
                                .font(.caption2.bold())
                                .transition(.opacity.combined(with: .move(edge: .bottom)))
                        }
                    }
                    .foregroundStyle(selection == screen ? Color.white : Color.primary.opacity(0.6))
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                    .background {
                        if selection == screen {
                            Capsule()
                                .fill(Color.accentColor)
                                .matchedGeometryEffect(id: "selection", in: namespace)
                        }
                    }
                }
                .buttonStyle(.plain)
                .accessibilityLabel(screen.title)
                .accessibilityAddTraits(selection == screen ? .isSelected : [])
            }
        }
        .padding(6)
        .background(.ultraThinMaterial, in: Capsule())
        .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
        .padding(.horizontal, 24)
        .sensoryFeedback(.selection, trigger: selection)
    }
}

struct CustomTabShell: View {
    @State private var selection: AppScreen = .backyards

    var body: some View {
        ZStack {
            ForEach(AppScreen.allCases) { screen in
                screen.destination
                    .opacity(selection == screen ? 1 : 0)
                    .allowsHitTesting(selection == screen)
            }
        }
        .safeAreaInset(edge: .bottom) {
            FloatingTabBar(selection: $selection)
        }
        .toolbar(.hidden, for: .tabBar)
    }
}

struct ContentView: View {
    @State private var selection: AppScreen? = .backyards
    @Environment(\.prefersTabNavigation) private var prefersTabNavigation
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        if prefersTabNavigation && horizontalSizeClass == .compact {
            AppTabView(selection: $selection)
        } else {
            NavigationSplitView {
                AppSidebarList(selection: $selection)
            } detail: {
                AppDetailColumn(screen: selection)
            }
            .navigationSplitViewStyle(.balanced)
        }
    }
}

#Preview {
    ContentView()
}

#Preview("Sidebar") {
    ContentView()
        .environment(\.prefersTabNavigation, false)
}

#Preview("Custom tab bar") {
    CustomTabShell()
}
