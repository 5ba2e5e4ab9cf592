// Corpus: mikaelacaron/Basic-Car-Maintenance, Basic-Car-Maintenance/Shared/Settings/Views/ContributorsListView.swift, commit 52737ab10706da7ddcdbacf77b29a9756242ef4f, licence Apache-2.0
// Swift 6 mode: fails for its own data races (Apple's compiler flags them too): a Task sends the view's non-Sendable SettingsViewModel (app: @Observable, not @MainActor) to its nonisolated async getContributors()
// Unchanged below this header.
//
//  ContributorsListView.swift
//  Basic-Car-Maintenance
//
//  https://github.com/mikaelacaron/Basic-Car-Maintenance
//  See LICENSE for license information.
//

import SwiftUI

struct ContributorsListView: View {
    var viewModel: SettingsViewModel
    
    var body: some View {
        List {
            if !viewModel.sortedContributors.isEmpty {
                ForEach(viewModel.sortedContributors) { contributor in
                    Link(
                        destination: URL(string: contributor.htmlURL) ??
                        GitHubURL.repo) {
                            ContributorsProfileView(name: contributor.login, url: contributor.avatarURL)
                        }
                }
            } else {
                ProgressView()
            }
        }
        .analyticsView("\(Self.self)")
        .task {
            Task {
                await viewModel.getContributors()
            }
        }
        .navigationTitle("Contributors")
    }
}

#Preview {
    let viewModel = SettingsViewModel(authenticationViewModel: AuthenticationViewModel())
    return ContributorsListView(viewModel: viewModel)
}
