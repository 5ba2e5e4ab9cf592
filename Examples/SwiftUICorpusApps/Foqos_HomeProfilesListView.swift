// Corpus: awaseem/foqos, Foqos/Components/Dashboard/HomeProfilesListView.swift, commit f02cf4e435b115c3d00b1981df26b562a112a849, licence MIT
// Unchanged below this header.
import SwiftUI

struct HomeProfilesListView: View {
  let profiles: [BlockedProfiles]
  let isBlocking: Bool
  let activeSessionProfileId: UUID?
  let elapsedTime: TimeInterval
  let isPauseActive: Bool
  let onManageTapped: () -> Void
  let onStartTapped: (BlockedProfiles) -> Void
  let onStopTapped: (BlockedProfiles) -> Void
  let onEditTapped: (BlockedProfiles) -> Void
  let onStatsTapped: (BlockedProfiles) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      SectionTitle(
        "Profiles",
        buttonText: "Manage",
        buttonAction: onManageTapped,
        buttonIcon: "brain.head.profile"
      )

      VStack(spacing: 0) {
        ForEach(Array(profiles.enumerated()), id: \.element.id) { index, profile in
          HomeProfileRow(
            profile: profile,
            isBlocking: isBlocking,
            isActive: profile.id == activeSessionProfileId,
            elapsedTime: elapsedTime,
            isPauseActive: isPauseActive,
            onStartTapped: {
              onStartTapped(profile)
            },
            onStopTapped: {
              onStopTapped(profile)
            },
            onEditTapped: {
              onEditTapped(profile)
            },
            onStatsTapped: {
              onStatsTapped(profile)
            }
          )

          if index < profiles.count - 1 {
            Divider()
              .padding(.leading, 64)
          }
        }
      }
      .background(
        Color(.systemBackground),
        in: RoundedRectangle(cornerRadius: 20, style: .continuous)
      )
      .overlay(
        RoundedRectangle(cornerRadius: 20, style: .continuous)
          .strokeBorder(Color.primary.opacity(0.1), lineWidth: 1)
      )
    }
  }
}

private struct HomeProfileRow: View {
  let profile: BlockedProfiles
  let isBlocking: Bool
  let isActive: Bool
  let elapsedTime: TimeInterval
  let isPauseActive: Bool
  let onStartTapped: () -> Void
  let onStopTapped: () -> Void
  let onEditTapped: () -> Void
  let onStatsTapped: () -> Void

  private var showsMiniChart: Bool {
    !DeviceLayoutUtil.hasCompactEffectiveWidth
  }

  private var canStart: Bool {
    !isBlocking
  }

  private var canStop: Bool {
    profile.showStopButton(elapsedTime: elapsedTime)
  }

  private var blockingStrategy: BlockingStrategy? {
    guard let strategyId = profile.blockingStrategyId else { return nil }
    return StrategyManager.getStrategyFromId(id: strategyId)
  }

  private var activeAction: BlockingStrategySessionAction {
    blockingStrategy?.activeSessionAction(
      isPauseActive: isPauseActive,
      isEnabled: canStop
    ) ?? .stop(isEnabled: canStop)
  }

  var body: some View {
    HStack(spacing: 12) {
      Button(action: onEditTapped) {
        ProfileSummaryContent(
          profile: profile,
          isActive: false,
          metadata: .appsAndDomains,
          showsStatusLine: true,
          layout: .dashboard,
          statusMode: .scheduleOnly
        )
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentShape(Rectangle())
      }
      .buttonStyle(.plain)
      .accessibilityLabel("Edit \(profile.name)")

      if showsMiniChart {
        Button(action: onStatsTapped) {
          ProfileUsageMiniBarChart(profile: profile)
            .frame(width: 118, height: 62)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Show \(profile.name) insights")
      }

      actionMenu
    }
    .padding(16)
  }

  private var actionMenu: some View {
    Menu {

      Button(action: onStatsTapped) {
        Label("Insights", systemImage: "chart.line.uptrend.xyaxis")
      }

      Button(action: onEditTapped) {
        Label("Edit", systemImage: "pencil")
      }

      if isActive {
        Button(action: onStopTapped) {
          Label(activeAction.title, systemImage: activeAction.systemImageName)
        }
        .disabled(!canStop)
      } else {
        Button(action: onStartTapped) {
          Label("Start", systemImage: "play.fill")
        }
        .disabled(!canStart)
      }
    } label: {
      Image(systemName: "ellipsis")
        .font(.system(size: 16, weight: .semibold))
        .foregroundStyle(.gray)
        .frame(width: 32, height: 44)
        .contentShape(Rectangle())
    }
    .accessibilityLabel("More actions for \(profile.name)")
  }
}
