import SwiftUI
// Swift 6 mode: fails for its own data race (Apple's compiler flags it too): `.refreshable` sends
// the @Observable `DashboardModel`, which is not @MainActor, to its own `async` `refresh()`.

// A charts-free activity dashboard built from Apple's Gauge and ProgressView documentation
// (gauge styles from WWDC22 "Complications and widgets: Reloaded", custom GaugeStyle and
// GroupBoxStyle from the style protocols' documentation). HealthKit is replaced by an
// @Observable model with sample values.

@Observable
final class DashboardModel {
    var steps = 6_240.0
    var stepGoal = 10_000.0
    var activeCalories = 380.0
    var calorieGoal = 600.0
    var heartRate = 72.0
    var waterGlasses = 5.0
    var waterGoal = 8.0
    var sleepHours = 6.5
    var standHours = 9
    var workoutStart = Date.now.addingTimeInterval(-600)
    var workoutEnd = Date.now.addingTimeInterval(1_200)
    var isRefreshing = false
    var lastUpdated = Date.now

    func refresh() async {
        isRefreshing = true
        try? await Task.sleep(for: .seconds(1))
        steps += 312
        activeCalories += 18
        heartRate = Double(Int.random(in: 64...96))
        lastUpdated = .now
        isRefreshing = false
    }
}

struct DashboardCardStyle: GroupBoxStyle {
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            configuration.label
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(tint)
            configuration.content
                .frame(maxWidth: .infinity, alignment: .center)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DashboardCardStyle {
    static func dashboardCard(tint: Color) -> DashboardCardStyle {
        DashboardCardStyle(tint: tint)
    }
}

struct RingGaugeStyle: GaugeStyle {
    var lineWidth: CGFloat = 12
    var gradient = Gradient(colors: [.pink, .orange])

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .stroke(.quaternary, lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: configuration.value)
                .stroke(
                    AngularGradient(gradient: gradient, center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            VStack(spacing: 2) {
                configuration.currentValueLabel
                    .font(.title3.bold())
                configuration.label
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(lineWidth / 2)
        .frame(width: 120, height: 120)
    }
}

struct ActivityDashboard: View {
    @State private var model = DashboardModel()

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    moveRing
                    LazyVGrid(columns: columns, spacing: 12) {
                        stepsCard
                        heartCard
                        waterCard
                        sleepCard
                    }
                    workoutCard
                }
                .padding()
            }
            .background(Color.gray.opacity(0.08))
            .navigationTitle("Summary")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if model.isRefreshing {
                        ProgressView()
                            .controlSize(.small)
                    } else {
                        Text(model.lastUpdated, style: .relative)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .refreshable {
                await model.refresh()
            }
        }
    }

    private var moveRing: some View {
        GroupBox {
            HStack(spacing: 24) {
                Gauge(value: min(model.activeCalories, model.calorieGoal), in: 0...model.calorieGoal) {
                    Text("Move")
                } currentValueLabel: {
                    Text(model.activeCalories, format: .number.precision(.fractionLength(0)))
                        .contentTransition(.numericText(value: model.activeCalories))
                }
                .gaugeStyle(RingGaugeStyle())

                VStack(alignment: .leading, spacing: 8) {
                    ProgressView(value: model.activeCalories, total: model.calorieGoal) {
                        Text("Active Energy")
                    } currentValueLabel: {
                        Text("\(Int(model.activeCalories)) of \(Int(model.calorieGoal)) kcal")
                    }
                    .tint(.pink)

                    ProgressView(value: Double(model.standHours), total: 12) {
                        Text("Stand")
                    } currentValueLabel: {
                        Text("\(model.standHours)/12 hours")
                    }
                    .tint(.cyan)
                }
            }
        } label: {
            Label("Activity", systemImage: "flame.fill")
        }
        .groupBoxStyle(.dashboardCard(tint: .pink))
    }

    private var stepsCard: some View {
        GroupBox {
            Gauge(value: min(model.steps, model.stepGoal), in: 0...model.stepGoal) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Text(model.steps, format: .number.notation(.compactName))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)
            .scaleEffect(1.3)
            .frame(height: 90)
        } label: {
            Label("Steps", systemImage: "shoeprints.fill")
        }
        .groupBoxStyle(.dashboardCard(tint: .green))
    }

    private var heartCard: some View {
        GroupBox {
            Gauge(value: model.heartRate, in: 40...180) {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.red)
            } currentValueLabel: {
                Text("\(Int(model.heartRate))")
                    .monospacedDigit()
            } minimumValueLabel: {
                Text("40")
            } maximumValueLabel: {
                Text("180")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.green, .yellow, .orange, .red]))
            .scaleEffect(1.3)
            .frame(height: 90)
        } label: {
            Label("Heart Rate", systemImage: "heart.text.square")
        }
        .groupBoxStyle(.dashboardCard(tint: .red))
    }

    private var waterCard: some View {
        GroupBox {
            VStack(alignment: .leading) {
                Gauge(value: model.waterGlasses, in: 0...model.waterGoal) {
                    Text("Water")
                } currentValueLabel: {
                    Text("\(Int(model.waterGlasses)) glasses")
                }
                .gaugeStyle(.linearCapacity)
                .tint(.blue)

                Stepper("Glasses", value: $model.waterGlasses, in: 0...model.waterGoal, step: 1)
                    .labelsHidden()
            }
        } label: {
            Label("Hydration", systemImage: "drop.fill")
        }
        .groupBoxStyle(.dashboardCard(tint: .blue))
    }

    private var sleepCard: some View {
        GroupBox {
            Gauge(value: model.sleepHours, in: 0...10) {
                Text("Sleep")
            } currentValueLabel: {
                Text(model.sleepHours, format: .number.precision(.fractionLength(1)))
            } minimumValueLabel: {
                Image(systemName: "moon.zzz")
            } maximumValueLabel: {
                Image(systemName: "sun.max")
            }
            .gaugeStyle(.accessoryLinear)
            .tint(.indigo)
        } label: {
            Label("Sleep", systemImage: "bed.double.fill")
        }
        .groupBoxStyle(.dashboardCard(tint: .indigo))
    }

    private var workoutCard: some View {
        GroupBox {
            VStack(alignment: .leading, spacing: 8) {
                ProgressView(timerInterval: model.workoutStart...model.workoutEnd, countsDown: true) {
                    Text("Outdoor Run")
                } currentValueLabel: {
                    Text(timerInterval: model.workoutStart...model.workoutEnd, countsDown: true)
                        .monospacedDigit()
                }
                .tint(.orange)
                Text("Started \(model.workoutStart, style: .time)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        } label: {
            Label("Current Workout", systemImage: "figure.run")
        }
        .groupBoxStyle(.dashboardCard(tint: .orange))
    }
}

#Preview {
    ActivityDashboard()
}

#Preview("Ring", traits: .sizeThatFitsLayout) {
    Gauge(value: 0.65) {
        Text("Move")
    } currentValueLabel: {
        Text("65%")
    }
    .gaugeStyle(RingGaugeStyle(lineWidth: 8))
    .padding()
}
