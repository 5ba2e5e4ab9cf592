import SwiftUI

// Based on WWDC21 "Add rich graphics to your SwiftUI app" (Canvas with symbols inside a
// TimelineView) and public examples of the same pattern (e.g. Light2288/mountain-airport
// WelcomeAnimation, EmilioPelaez/ParticleEmitter, Hacking with Swift's rain effect): an animated
// particle field, an analog clock driven by a periodic schedule, and a sparkline drawn with
// GraphicsContext.

struct Particle: Identifiable {
    let id = UUID()
    var x: Double
    var y: Double
    var speed: Double
    var scale: Double
    var hue: Double

    static func random() -> Particle {
        Particle(x: .random(in: 0...1), y: .random(in: 0...1),
                 speed: .random(in: 0.05...0.25), scale: .random(in: 0.4...1.2),
                 hue: .random(in: 0.5...0.9))
    }
}

struct ParticleFieldView: View {
    @State private var particles = (0..<120).map { _ in Particle.random() }
    @State private var startDate = Date.now
    @State private var isPaused = false

    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: isPaused)) { timeline in
            Canvas { context, size in
                let elapsed = timeline.date.timeIntervalSince(startDate)
                guard let sparkle = context.resolveSymbol(id: "sparkle") else { return }

                context.blendMode = .screen
                for particle in particles {
                    let y = (particle.y - elapsed * particle.speed).truncatingRemainder(dividingBy: 1)
                    let point = CGPoint(x: particle.x * size.width,
                                        y: (y < 0 ? y + 1 : y) * size.height)
                    var copy = context
                    copy.opacity = 0.4 + 0.6 * particle.scale / 1.2
                    copy.translateBy(x: point.x, y: point.y)
                    copy.scaleBy(x: particle.scale, y: particle.scale)
                    copy.rotate(by: .degrees(elapsed * 40 * particle.speed * 10))
                    copy.draw(sparkle, at: .zero)
                }

                let title = context.resolve(Text("Particles").font(.headline).foregroundStyle(.white))
                context.draw(title, at: CGPoint(x: size.width / 2, y: 24), anchor: .center)
            } symbols: {
                Image(systemName: "sparkle")
                    .foregroundStyle(.white)
                    .font(.system(size: 14))
                    .tag("sparkle")
            }
        }
        .background(
            LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom)
        )
        .onTapGesture {
            isPaused.toggle()
        }
        .accessibilityLabel("Animated particle field")
        .accessibilityHint("Double-tap to pause or resume")
    }
}

struct AnalogClock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { timeline in
            let date = timeline.date
            let components = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
            let seconds = Double(components.second ?? 0)
            let minutes = Double(components.minute ?? 0) + seconds / 60
            let hours = Double((components.hour ?? 0) % 12) + minutes / 60

            Canvas { context, size in
                let radius = min(size.width, size.height) / 2
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let face = Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                  width: radius * 2, height: radius * 2))
                context.fill(face, with: .color(.white))
                context.stroke(face, with: .color(.gray.opacity(0.4)), lineWidth: 2)

                for tick in 0..<60 {
                    let angle = Angle.degrees(Double(tick) * 6)
                    let inner = tick % 5 == 0 ? radius * 0.82 : radius * 0.9
                    var tickPath = Path()
                    tickPath.move(to: point(from: center, radius: inner, angle: angle))
                    tickPath.addLine(to: point(from: center, radius: radius * 0.96, angle: angle))
                    context.stroke(tickPath, with: .color(.primary), lineWidth: tick % 5 == 0 ? 2 : 1)
                }

                drawHand(in: &context, center: center, length: radius * 0.5, angle: .degrees(hours * 30), width: 5, color: .primary)
                drawHand(in: &context, center: center, length: radius * 0.75, angle: .degrees(minutes * 6), width: 3, color: .primary)
                drawHand(in: &context, center: center, length: radius * 0.85, angle: .degrees(seconds * 6), width: 1.5, color: .red)

                context.fill(Path(ellipseIn: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8)), with: .color(.red))
            }
            .aspectRatio(1, contentMode: .fit)
            .accessibilityLabel(Text(date, style: .time))
        }
    }

    private func point(from center: CGPoint, radius: CGFloat, angle: Angle) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(sin(angle.radians)),
                y: center.y - radius * CGFloat(cos(angle.radians)))
    }

    private func drawHand(in context: inout GraphicsContext, center: CGPoint, length: CGFloat,
                          angle: Angle, width: CGFloat, color: Color) {
        var path = Path()
        path.move(to: center)
        path.addLine(to: point(from: center, radius: length, angle: angle))
        context.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
    }
}

struct Sparkline: View {
    var values: [Double]

    var body: some View {
        Canvas { context, size in
            guard let minValue = values.min(), let maxValue = values.max(), values.count > 1 else { return }
            let range = max(maxValue - minValue, 0.0001)
            let stepX = size.width / CGFloat(values.count - 1)

            var line = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: CGFloat(index) * stepX,
                                    y: size.height - CGFloat((value - minValue) / range) * size.height)
                if index == 0 {
                    line.move(to: point)
                } else {
                    line.addLine(to: point)
                }
            }

            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()

            context.fill(area, with: .linearGradient(Gradient(colors: [.green.opacity(0.35), .green.opacity(0)]),
                                                     startPoint: .zero,
                                                     endPoint: CGPoint(x: 0, y: size.height)))
            context.stroke(line, with: .color(.green), style: StrokeStyle(lineWidth: 2, lineJoin: .round))

            context.drawLayer { layer in
                layer.addFilter(.shadow(color: .green, radius: 4))
                if let last = values.last {
                    let y = size.height - CGFloat((last - minValue) / range) * size.height
                    layer.fill(Path(ellipseIn: CGRect(x: size.width - 4, y: y - 4, width: 8, height: 8)), with: .color(.green))
                }
            }
        }
        .frame(height: 60)
    }
}

struct GraphicsGalleryView: View {
    @State private var clockScale: CGFloat = 1
    @GestureState private var pinchScale: CGFloat = 1

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                ParticleFieldView()
                    .frame(height: 260)
                    .clipShape(RoundedRectangle(cornerRadius: 20))

                AnalogClock()
                    .frame(width: 200, height: 200)
                    .scaleEffect(clockScale * pinchScale)
                    .gesture(
                        MagnifyGesture()
                            .updating($pinchScale) { value, state, _ in
                                state = value.magnification
                            }
                            .onEnded { value in
                                clockScale = min(max(clockScale * value.magnification, 0.5), 2)
                            }
                    )
                    .onLongPressGesture(minimumDuration: 0.5) {
                        withAnimation(.bouncy) {
                            clockScale = 1
                        }
                    }

                GroupBox("Steps this week") {
                    Sparkline(values: [3.2, 4.1, 3.8, 5.6, 4.9, 6.3, 7.1])
                }
            }
            .padding()
        }
    }
}

#Preview {
    GraphicsGalleryView()
}
