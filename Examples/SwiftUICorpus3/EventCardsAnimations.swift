import SwiftUI

// Based on Apple's WWDC23 sessions "Wind your way through advanced animations in SwiftUI"
// (phaseAnimator and keyframeAnimator with KeyframeTrack, LinearKeyframe, SpringKeyframe,
// CubicKeyframe) and "Explore SwiftUI animation", the Transition protocol documentation (the
// Twirl example), and the matchedGeometryEffect hero pattern from "Animating views and
// transitions".

struct Event: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var venue: String
    var date: Date
    var symbol: String
    var color: Color
    var isLiked = false

    static let samples: [Event] = [
        Event(title: "Jazz on the Lawn", venue: "Riverside Park", date: .now.addingTimeInterval(86_400 * 2),
              symbol: "music.note", color: .indigo),
        Event(title: "Night Market", venue: "Old Town Square", date: .now.addingTimeInterval(86_400 * 5),
              symbol: "takeoutbag.and.cup.and.straw", color: .orange),
        Event(title: "Stargazing", venue: "Observatory Hill", date: .now.addingTimeInterval(86_400 * 9),
              symbol: "moon.stars", color: .blue),
    ]
}

/// A custom transition from the Transition documentation.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 10)
            .rotationEffect(
                .degrees(
                    phase == .willAppear ? 360 :
                        phase == .didDisappear ? -360 : .zero
                )
            )
            .brightness(phase == .willAppear ? 1 : 0)
    }
}

enum ReactionPhase: CaseIterable {
    case initial, lift, shake, settle

    var scale: Double {
        switch self {
        case .initial, .settle: return 1
        case .lift: return 1.3
        case .shake: return 1.15
        }
    }

    var angle: Angle {
        switch self {
        case .shake: return .degrees(-12)
        default: return .zero
        }
    }
}

struct HeartAnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

struct LikeButton: View {
    @Binding var isLiked: Bool
    @State private var likeCount = 0

    var body: some View {
        Button {
            isLiked.toggle()
            likeCount += 1
        } label: {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .font(.title2)
                .foregroundStyle(isLiked ? Color.red : Color.secondary)
                .keyframeAnimator(initialValue: HeartAnimationValues(), trigger: likeCount) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalTranslation)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        CubicKeyframe(1.5, duration: 0.1)
                        CubicKeyframe(1.05, duration: 0.15)
                        CubicKeyframe(1.0, duration: 0.88)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.verticalTranslation) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-30.0, duration: 1.0, spring: .bouncy)
                        SpringKeyframe(0.0, spring: .bouncy)
                    }
                }
        }
        .buttonStyle(.plain)
        .accessibilityLabel(isLiked ? "Unlike" : "Like")
    }
}

struct EventCardsAnimations: View {
    @State private var events = Event.samples
    @State private var expandedID: Event.ID?
    @State private var showBanner = false
    @State private var reactionTrigger = 0
    @Namespace private var cardNamespace

    var body: some View {
        ZStack {
            ScrollView {
                VStack(spacing: 16) {
                    if showBanner {
                        Label("You're going to 2 events this week", systemImage: "sparkles")
                            .font(.subheadline.weight(.semibold))
                            .padding()
                            .frame(maxWidth: .infinity)
                            .background(.yellow.opacity(0.25), in: RoundedRectangle(cornerRadius: 12))
                            .transition(Twirl())
                    }
                    ForEach($events) { $event in
                        if expandedID != event.id {
                            EventCard(event: $event, namespace: cardNamespace, isExpanded: false)
                                .onTapGesture {
                                    withAnimation(.spring(duration: 0.5, bounce: 0.25)) {
                                        expandedID = event.id
                                    }
                                }
                        } else {
                            Color.clear.frame(height: 120)
                        }
                    }
                    reactionBar
                }
                .padding()
            }

            if let index = events.firstIndex(where: { $0.id == expandedID }) {
                EventCard(event: $events[index], namespace: cardNamespace, isExpanded: true)
                    .padding()
                    .onTapGesture {
                        withAnimation(.snappy) {
                            expandedID = nil
                        } completion: {
                            reactionTrigger += 1
                        }
                    }
                    .zIndex(1)
            }
        }
        .safeAreaInset(edge: .top) {
            Button(showBanner ? "Hide Summary" : "Show Summary") {
                withAnimation(.bouncy(duration: 0.6, extraBounce: 0.1)) {
                    showBanner.toggle()
                }
            }
            .buttonStyle(.bordered)
            .padding(.top, 8)
        }
    }

    private var reactionBar: some View {
        HStack(spacing: 24) {
            ForEach(["🎉", "🔥", "👏"], id: \.self) { emoji in
                Text(emoji)
                    .font(.largeTitle)
                    .phaseAnimator(ReactionPhase.allCases, trigger: reactionTrigger) { content, phase in
                        content
                            .scaleEffect(phase.scale)
                            .rotationEffect(phase.angle)
                    } animation: { phase in
                        switch phase {
                        case .initial: .smooth
                        case .lift: .spring(bounce: 0.5)
                        case .shake: .easeInOut(duration: 0.12)
                        case .settle: .bouncy
                        }
                    }
            }
            Button("Celebrate") {
                reactionTrigger += 1
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(.top)
    }
}

struct EventCard: View {
    @Binding var event: Event
    var namespace: Namespace.ID
    var isExpanded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                Image(systemName: event.symbol)
                    .font(.system(size: isExpanded ? 44 : 28))
                    .foregroundStyle(.white)
                    .matchedGeometryEffect(id: "symbol-\(event.id)", in: namespace)
                Spacer()
                LikeButton(isLiked: $event.isLiked)
                    .foregroundStyle(.white)
            }
            Text(event.title)
                .font(isExpanded ? .largeTitle.bold() : .title3.bold())
                .foregroundStyle(.white)
                .matchedGeometryEffect(id: "title-\(event.id)", in: namespace)
            Text("\(event.venue) · \(event.date, format: .dateTime.weekday(.abbreviated).day().month())")
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.85))
            if isExpanded {
                Text("Doors open at 6 PM. Bring a blanket and a friend — food trucks on site.")
                    .foregroundStyle(.white)
                    .transition(.asymmetric(insertion: .push(from: .bottom), removal: .opacity))
                Spacer()
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: isExpanded ? .infinity : nil, alignment: .topLeading)
        .background {
            RoundedRectangle(cornerRadius: isExpanded ? 32 : 20, style: .continuous)
                .fill(event.color.gradient)
                .matchedGeometryEffect(id: "background-\(event.id)", in: namespace)
        }
        .animation(.smooth) { content in
            content.shadow(radius: isExpanded ? 20 : 4)
        }
    }
}

#Preview {
    EventCardsAnimations()
}
