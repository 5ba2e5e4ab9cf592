import SwiftUI

final class CyclingStatus: ObservableObject {
    @Published var isCycling = false
}

final class IconNames: ObservableObject {}

struct ColourView: View { var body: some View { EmptyView() } }
struct ChangeAppIconView: View { var body: some View { EmptyView() } }
struct UnitsView: View { var body: some View { EmptyView() } }
struct CyclingHistorySettingsView: View { var body: some View { EmptyView() } }
struct CyclingView: View { var body: some View { EmptyView() } }
struct SyncSettingsView: View { var body: some View { EmptyView() } }
struct AboutAppView: View { var body: some View { EmptyView() } }
struct SupportView: View { var body: some View { EmptyView() } }
struct ResetView: View { var body: some View { EmptyView() } }
struct PrivacySettingsView: View { var body: some View { EmptyView() } }
