import SwiftUI

// Based on Apple's Grid, GridRow and GridLayout documentation (gridColumnAlignment,
// gridCellColumns, gridCellAnchor, gridCellUnsizedAxes for dividers and empty corner cells) and
// WWDC22 "Compose custom layouts with SwiftUI": a league standings table and a training-streak
// heat map. The stats API is replaced by sample data.

struct TeamStanding: Identifiable {
    let id = UUID()
    var name: String
    var abbreviation: String
    var color: Color
    var wins: Int
    var draws: Int
    var losses: Int
    var goalsFor: Int
    var goalsAgainst: Int
    var form: [MatchResult]

    var played: Int { wins + draws + losses }
    var points: Int { wins * 3 + draws }
    var goalDifference: Int { goalsFor - goalsAgainst }

    static let samples: [TeamStanding] = [
        TeamStanding(name: "Harbor City", abbreviation: "HBC", color: .blue, wins: 14, draws: 4, losses: 2,
                     goalsFor: 41, goalsAgainst: 15, form: [.win, .win, .draw, .win, .loss]),
        TeamStanding(name: "Northfield Rovers", abbreviation: "NFR", color: .red, wins: 13, draws: 3, losses: 4,
                     goalsFor: 38, goalsAgainst: 20, form: [.win, .loss, .win, .win, .win]),
        TeamStanding(name: "Eastbrook", abbreviation: "EBK", color: .green, wins: 10, draws: 6, losses: 4,
                     goalsFor: 30, goalsAgainst: 22, form: [.draw, .draw, .win, .loss, .win]),
        TeamStanding(name: "Valley United", abbreviation: "VLU", color: .orange, wins: 6, draws: 5, losses: 9,
                     goalsFor: 24, goalsAgainst: 31, form: [.loss, .loss, .draw, .win, .loss]),
    ]
}

enum MatchResult: String {
    case win = "W", draw = "D", loss = "L"

    var color: Color {
        switch self {
        case .win: return .green
        case .draw: return .gray
        case .loss: return .red
        }
    }
}

enum StandingsDetail: String, CaseIterable, Identifiable {
    case summary = "Summary"
    case goals = "Goals"
    var id: Self { self }
}

struct LeagueStandingsGrid: View {
    @State private var detail: StandingsDetail = .summary
    @State private var useCompactLayout = false

    private var standings: [TeamStanding] {
        TeamStanding.samples.sorted { ($0.points, $0.goalDifference) > ($1.points, $1.goalDifference) }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Picker("Detail", selection: $detail) {
                        ForEach(StandingsDetail.allCases) { detail in
                            Text(detail.rawValue).tag(detail)
                        }
                    }
                    .pickerStyle(.segmented)

                    standingsTable
                        .padding()
                        .background(.fill.quaternary, in: RoundedRectangle(cornerRadius: 12))

                    Text("Training Streak")
                        .font(.title2.bold())
                    StreakHeatMap(days: StreakHeatMap.sampleDays)

                    Toggle("Compact badges", isOn: $useCompactLayout.animation())
                    badgeRow
                }
                .padding()
            }
            .navigationTitle("Standings")
        }
    }

    private var standingsTable: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
            GridRow {
                Text("#")
                Text("Team")
                if detail == .summary {
                    Text("P").gridColumnAlignment(.trailing)
                    Text("W").gridColumnAlignment(.trailing)
                    Text("D").gridColumnAlignment(.trailing)
                    Text("L").gridColumnAlignment(.trailing)
                } else {
                    Text("GF").gridColumnAlignment(.trailing)
                    Text("GA").gridColumnAlignment(.trailing)
                    Text("GD").gridColumnAlignment(.trailing)
                    Text("Form")
                }
                Text("Pts").gridColumnAlignment(.trailing)
            }
            .font(.caption.weight(.semibold))
            .foregroundStyle(.secondary)

            Divider()
                .gridCellUnsizedAxes(.horizontal)

            ForEach(Array(standings.enumerated()), id: \.element.id) { index, team in
                GridRow(alignment: .firstTextBaseline) {
                    Text("\(index + 1)")
                        .foregroundStyle(.secondary)
                    HStack(spacing: 6) {
                        Circle()
                            .fill(team.color)
                            .frame(width: 10, height: 10)
                        Text(team.name)
                            .lineLimit(1)
                    }
                    if detail == .summary {
                        Text("\(team.played)")
                        Text("\(team.wins)")
                        Text("\(team.draws)")
                        Text("\(team.losses)")
                    } else {
                        Text("\(team.goalsFor)")
                        Text("\(team.goalsAgainst)")
                        Text(team.goalDifference, format: .number.sign(strategy: .always()))
                        FormStrip(results: team.form)
                    }
                    Text("\(team.points)")
                        .fontWeight(.bold)
                }
                .monospacedDigit()

                if index == 0 {
                    Text("Champions League qualification")
                        .font(.caption2)
                        .foregroundStyle(.blue)
                        .gridCellColumns(7)
                        .gridCellAnchor(.center)
                }
            }
        }
        .font(.subheadline)
    }

    private var badgeRow: some View {
        let layout = useCompactLayout
            ? AnyLayout(GridLayout(horizontalSpacing: 8, verticalSpacing: 8))
            : AnyLayout(HStackLayout(spacing: 12))
        return layout {
            ForEach(standings) { team in
                Text(team.abbreviation)
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(team.color, in: Capsule())
            }
        }
    }
}

struct FormStrip: View {
    var results: [MatchResult]

    var body: some View {
        HStack(spacing: 2) {
            ForEach(Array(results.enumerated()), id: \.offset) { _, result in
                Text(result.rawValue)
                    .font(.system(size: 9, weight: .bold))
                    .foregroundStyle(.white)
                    .frame(width: 14, height: 14)
                    .background(result.color, in: RoundedRectangle(cornerRadius: 3))
            }
        }
    }
}

struct StreakHeatMap: View {
    var days: [Int]

    static let sampleDays: [Int] = (0..<35).map { ($0 * 7 + 3) % 5 }
    private let weekdays = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color.clear
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                ForEach(0..<5, id: \.self) { week in
                    Text("W\(week + 1)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            ForEach(0..<7, id: \.self) { weekday in
                GridRow {
                    Text(weekdays[weekday])
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                    ForEach(0..<5, id: \.self) { week in
                        RoundedRectangle(cornerRadius: 4)
                            .fill(Color.green.opacity(Double(days[week * 7 + weekday]) / 4.0 + 0.08))
                            .frame(width: 28, height: 28)
                    }
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Training streak over five weeks")
    }
}

#Preview {
    LeagueStandingsGrid()
}
