import SwiftUI

// Based on Apple's "Scrumdinger" tutorial: MeetingView with MeetingHeaderView,
// ScrumProgressViewStyle, MeetingTimerView, SpeakerArc and MeetingFooterView, and a
// simplified ScrumTimer (ObservableObject with @Published properties and a Timer).

enum Theme: String {
    case bubblegum, buttercup, indigo, yellow

    var accentColor: Color {
        switch self {
        case .bubblegum, .buttercup, .yellow: return .black
        case .indigo: return .white
        }
    }

    var mainColor: Color { Color(rawValue) }
}

struct Attendee: Identifiable {
    let id = UUID()
    var name: String
}

@MainActor
final class ScrumTimer: ObservableObject {
    struct Speaker: Identifiable {
        let name: String
        var isCompleted: Bool
        let id = UUID()
    }

    @Published var activeSpeaker = ""
    @Published var secondsElapsed = 0
    @Published var secondsRemaining = 0
    private(set) var speakers: [Speaker] = []
    private(set) var lengthInMinutes: Int
    var speakerChangedAction: (() -> Void)?

    private weak var timer: Timer?
    private var speakerIndex = 0
    private var lengthInSeconds: Int { lengthInMinutes * 60 }
    private var secondsPerSpeaker: Int { (lengthInMinutes * 60) / max(speakers.count, 1) }

    init(lengthInMinutes: Int = 0, attendees: [Attendee] = []) {
        self.lengthInMinutes = lengthInMinutes
        self.speakers = attendees.map { Speaker(name: $0.name, isCompleted: false) }
        secondsRemaining = lengthInSeconds
    }

    func startScrum() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            Task { @MainActor in self?.tick() }
        }
        changeToSpeaker(at: 0)
    }

    func stopScrum() {
        timer?.invalidate()
    }

    nonisolated func skipSpeaker() {
        Task { @MainActor in
            changeToSpeaker(at: speakerIndex + 1)
        }
    }

    func reset(lengthInMinutes: Int, attendees: [Attendee]) {
        self.lengthInMinutes = lengthInMinutes
        speakers = attendees.map { Speaker(name: $0.name, isCompleted: false) }
        secondsRemaining = lengthInSeconds
    }

    private func tick() {
        secondsElapsed += 1
        secondsRemaining = max(lengthInSeconds - secondsElapsed, 0)
        if secondsElapsed >= secondsPerSpeaker * (speakerIndex + 1) {
            changeToSpeaker(at: speakerIndex + 1)
            speakerChangedAction?()
        }
    }

    private func changeToSpeaker(at index: Int) {
        if index > 0, index - 1 < speakers.count {
            speakers[index - 1].isCompleted = true
        }
        guard index < speakers.count else { return }
        speakerIndex = index
        activeSpeaker = "Speaker \(index + 1): " + speakers[index].name
    }
}

struct ScrumProgressViewStyle: ProgressViewStyle {
    var theme: Theme

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10.0)
                .fill(theme.accentColor)
                .frame(height: 20.0)
            ProgressView(configuration)
                .tint(theme.mainColor)
                .frame(height: 12.0)
                .padding(.horizontal)
        }
    }
}

struct MeetingHeaderView: View {
    let secondsElapsed: Int
    let secondsRemaining: Int
    let theme: Theme

    private var totalSeconds: Int {
        secondsElapsed + secondsRemaining
    }

    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }

    private var minutesRemaining: Int {
        secondsRemaining / 60
    }

    var body: some View {
        VStack {
            ProgressView(value: progress)
                .progressViewStyle(ScrumProgressViewStyle(theme: theme))
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.titleAndIcon)
                        .environment(\.layoutDirection, .rightToLeft)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(minutesRemaining) minutes")
        .padding([.top, .horizontal])
    }
}

struct SpeakerArc: Shape {
    let speakerIndex: Int
    let totalSpeakers: Int

    private var degreesPerSpeaker: Double {
        360.0 / Double(totalSpeakers)
    }

    private var startAngle: Angle {
        Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0)
    }

    private var endAngle: Angle {
        Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0)
    }

    func path(in rect: CGRect) -> Path {
        let diameter = min(rect.size.width, rect.size.height) - 24.0
        let radius = diameter / 2.0
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        }
    }
}

struct MeetingTimerView: View {
    let speakers: [ScrumTimer.Speaker]
    let isRecording: Bool
    let theme: Theme

    private var currentSpeaker: String {
        speakers.first(where: { !$0.isCompleted })?.name ?? "Someone"
    }

    var body: some View {
        Circle()
            .strokeBorder(lineWidth: 24)
            .overlay {
                VStack {
                    Text(currentSpeaker)
                        .font(.title)
                    Text("is speaking")
                    Image(systemName: isRecording ? "mic" : "mic.slash")
                        .font(.title)
                        .padding(.top)
                        .accessibilityLabel(isRecording ? "with transcription" : "without transcription")
                }
                .accessibilityElement(children: .combine)
                .foregroundStyle(theme.accentColor)
            }
            .overlay {
                ForEach(speakers) { speaker in
                    if speaker.isCompleted, let index = speakers.firstIndex(where: { $0.id == speaker.id }) {
                        SpeakerArc(speakerIndex: index, totalSpeakers: speakers.count)
                            .rotation(Angle(degrees: -90))
                            .stroke(theme.mainColor, lineWidth: 12)
                    }
                }
            }
            .padding(.horizontal)
    }
}

struct MeetingFooterView: View {
    let speakers: [ScrumTimer.Speaker]
    var skipAction: () -> Void

    private var speakerNumber: Int? {
        guard let index = speakers.firstIndex(where: { !$0.isCompleted }) else { return nil }
        return index + 1
    }

    private var isLastSpeaker: Bool {
        speakers.dropLast().allSatisfy { $0.isCompleted }
    }

    private var speakerText: String {
        guard let speakerNumber = speakerNumber else { return "No more speakers" }
        return "Speaker \(speakerNumber) of \(speakers.count)"
    }

    var body: some View {
        VStack {
            HStack {
                if isLastSpeaker {
                    Text("Last Speaker")
                } else {
                    Text(speakerText)
                    Spacer()
                    Button(action: skipAction) {
                        Image(systemName: "forward.fill")
                    }
                    .accessibilityLabel("Next speaker")
                }
            }
        }
        .padding([.bottom, .horizontal])
    }
}

struct MeetingView: View {
    let attendees: [Attendee]
    let lengthInMinutes: Int
    let theme: Theme

    @StateObject private var scrumTimer = ScrumTimer()
    @State private var isRecording = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16.0)
                .fill(theme.mainColor)
            VStack {
                MeetingHeaderView(secondsElapsed: scrumTimer.secondsElapsed,
                                  secondsRemaining: scrumTimer.secondsRemaining,
                                  theme: theme)
                MeetingTimerView(speakers: scrumTimer.speakers, isRecording: isRecording, theme: theme)
                MeetingFooterView(speakers: scrumTimer.speakers, skipAction: scrumTimer.skipSpeaker)
            }
        }
        .padding()
        .foregroundColor(theme.accentColor)
        .onAppear {
            scrumTimer.reset(lengthInMinutes: lengthInMinutes, attendees: attendees)
            scrumTimer.startScrum()
            isRecording = true
        }
        .onDisappear {
            scrumTimer.stopScrum()
            isRecording = false
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    MeetingView(attendees: [Attendee(name: "Cathy"), Attendee(name: "Daisy"), Attendee(name: "Simon")],
                lengthInMinutes: 10,
                theme: .yellow)
}

#Preview("Progress style", traits: .sizeThatFitsLayout) {
    ProgressView(value: 0.4)
        .progressViewStyle(ScrumProgressViewStyle(theme: .buttercup))
}
