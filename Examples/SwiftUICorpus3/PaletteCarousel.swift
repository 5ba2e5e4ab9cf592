import SwiftUI

// Based on Apple's WWDC23 session "Beyond scroll views" (the color-palette gallery: safeAreaPadding
// and contentMargins, containerRelativeFrame(count:spacing:), scrollTargetLayout with viewAligned
// and paging behaviors, a custom ScrollTargetBehavior, scrollPosition(id:), scrollTransition and
// visualEffect) and the "Creating visual effects with SwiftUI" sample.

struct Palette: Identifiable, Hashable {
    let id: Int
    var name: String
    var colors: [Color]

    static let samples: [Palette] = [
        Palette(id: 0, name: "Sunset", colors: [.orange, .pink, .purple]),
        Palette(id: 1, name: "Lagoon", colors: [.teal, .cyan, .blue]),
        Palette(id: 2, name: "Meadow", colors: [.green, .mint, .yellow]),
        Palette(id: 3, name: "Ember", colors: [.red, .orange, .yellow]),
        Palette(id: 4, name: "Dusk", colors: [.indigo, .purple, .pink]),
        Palette(id: 5, name: "Glacier", colors: [.white, .cyan, .teal]),
    ]
}

/// Snaps to the top of the content when a fast upward fling ends in the first third.
struct GalleryScrollTargetBehavior: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if target.rect.minY < (context.containerSize.height / 3.0), context.velocity.dy < 0.0 {
            target.rect.origin.y = 0.0
        }
    }
}

struct PaletteCarousel: View {
    @State private var palettes = Palette.samples
    @State private var mainID: Palette.ID?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private let hSpacing: CGFloat = 10
    private let hMargin: CGFloat = 20

    var body: some View {
        NavigationStack {
            ScrollView(.vertical) {
                VStack(alignment: .leading, spacing: 28) {
                    heroGallery
                    pageIndicator
                    shelf(title: "Recently Viewed", palettes: palettes.reversed())
                    shelf(title: "Warm", palettes: palettes.filter { $0.colors.contains(.orange) })
                    stackedCards
                }
                .padding(.vertical)
            }
            .scrollTargetBehavior(GalleryScrollTargetBehavior())
            .scrollBounceBehavior(.basedOnSize)
            .navigationTitle("Palettes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("First", systemImage: "arrow.uturn.backward") {
                        withAnimation {
                            mainID = palettes.first?.id
                        }
                    }
                }
            }
        }
    }

    private var heroGallery: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: hSpacing) {
                ForEach(palettes) { palette in
                    HeroView(palette: palette)
                        .containerRelativeFrame(
                            .horizontal,
                            count: horizontalSizeClass == .regular ? 2 : 1,
                            spacing: hSpacing)
                        .scrollTransition(axis: .horizontal) { content, phase in
                            content
                                .scaleEffect(x: phase.isIdentity ? 1.0 : 0.85, y: phase.isIdentity ? 1.0 : 0.85)
                                .opacity(phase.isIdentity ? 1.0 : 0.6)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, hMargin, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollPosition(id: $mainID)
        .scrollIndicators(.hidden)
        .scrollClipDisabled()
        .frame(height: 260)
    }

    private var pageIndicator: some View {
        HStack(spacing: 8) {
            ForEach(palettes) { palette in
                Button {
                    withAnimation {
                        mainID = palette.id
                    }
                } label: {
                    Circle()
                        .fill(palette.id == (mainID ?? palettes.first?.id) ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(palette.name)
            }
        }
        .frame(maxWidth: .infinity)
    }

    private func shelf(title: String, palettes: [Palette]) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.title3.bold())
                .padding(.horizontal, hMargin)
            ScrollView(.horizontal) {
                LazyHStack(spacing: hSpacing) {
                    ForEach(palettes) { palette in
                        SwatchTile(palette: palette)
                            .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: hSpacing)
                            .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                                content
                                    .blur(radius: phase.isIdentity ? 0 : 4)
                                    .rotationEffect(.degrees(phase.value * 6))
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .safeAreaPadding(.horizontal, hMargin)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollIndicators(.never)
        }
    }

    private var stackedCards: some View {
        VStack(spacing: 12) {
            ForEach(palettes) { palette in
                SwatchTile(palette: palette)
                    .frame(height: 90)
                    .visualEffect { content, proxy in
                        let frame = proxy.frame(in: .scrollView(axis: .vertical))
                        return content
                            .hueRotation(.degrees(frame.minY / 12))
                            .offset(y: frame.minY < 0 ? -frame.minY * 0.2 : 0)
                    }
            }
        }
        .padding(.horizontal, hMargin)
    }
}

struct HeroView: View {
    var palette: Palette

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: palette.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 4) {
                Text(palette.name)
                    .font(.largeTitle.bold())
                Text("\(palette.colors.count) colors")
                    .font(.subheadline)
            }
            .foregroundStyle(.white)
            .shadow(radius: 4)
            .padding()
        }
        .clipShape(.rect(cornerRadius: 24))
    }
}

struct SwatchTile: View {
    var palette: Palette

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(palette.colors.enumerated()), id: \.offset) { _, color in
                color
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        .overlay(alignment: .bottomLeading) {
            Text(palette.name)
                .font(.caption.bold())
                .padding(6)
                .background(.ultraThinMaterial, in: Capsule())
                .padding(6)
        }
    }
}

#Preview {
    PaletteCarousel()
}
