import SwiftUI

// Based on Apple's SwiftUI tutorial "Working with UI controls" (a Form-based editor with pickers,
// toggles and date pickers) and the Form, Picker, Stepper, DatePicker and MultiDatePicker
// documentation. A booking service is replaced by a draft value type and an estimated price.

enum CabinClass: String, CaseIterable, Identifiable {
    case economy = "Economy"
    case premium = "Premium"
    case business = "Business"

    var id: Self { self }

    var nightlyMultiplier: Double {
        switch self {
        case .economy: return 1.0
        case .premium: return 1.4
        case .business: return 2.2
        }
    }
}

enum SeatPreference: String, CaseIterable, Identifiable {
    case window, aisle, noPreference
    var id: Self { self }

    var label: String {
        switch self {
        case .window: return "Window"
        case .aisle: return "Aisle"
        case .noPreference: return "No Preference"
        }
    }
}

struct Destination: Identifiable, Hashable {
    let id: String
    var city: String
    var country: String
    var nightlyRate: Double

    static let all: [Destination] = [
        Destination(id: "LIS", city: "Lisbon", country: "Portugal", nightlyRate: 140),
        Destination(id: "KYO", city: "Kyoto", country: "Japan", nightlyRate: 210),
        Destination(id: "REK", city: "Reykjavík", country: "Iceland", nightlyRate: 260),
        Destination(id: "CPT", city: "Cape Town", country: "South Africa", nightlyRate: 120),
    ]
}

struct TripDraft {
    var travelerName = ""
    var destination = Destination.all[0]
    var departure = Date.now.addingTimeInterval(60 * 60 * 24 * 7)
    var returnDate = Date.now.addingTimeInterval(60 * 60 * 24 * 14)
    var restDays: Set<DateComponents> = []
    var adults = 2
    var children = 0
    var cabin: CabinClass = .economy
    var seat: SeatPreference = .window
    var needsVisa = false
    var travelInsurance = true
    var budgetPerDay = 150.0
    var notes = ""

    var nights: Int {
        max(Calendar.current.dateComponents([.day], from: departure, to: returnDate).day ?? 0, 0)
    }

    var estimatedCost: Double {
        let lodging = Double(nights) * destination.nightlyRate * cabin.nightlyMultiplier
        let spending = Double(nights) * budgetPerDay * Double(adults + children)
        return lodging + spending + (travelInsurance ? 49 : 0)
    }

    var isValid: Bool {
        !travelerName.trimmingCharacters(in: .whitespaces).isEmpty && nights > 0
    }
}

struct TripPlannerForm: View {
    @State private var trip = TripDraft()
    @State private var showExtras = false
    @State private var isConfirmed = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Traveler") {
                    TextField("Full Name", text: $trip.travelerName)
                        .textContentType(.name)
                    Picker("Destination", selection: $trip.destination) {
                        ForEach(Destination.all) { destination in
                            Text("\(destination.city), \(destination.country)")
                                .tag(destination)
                        }
                    }
                    LabeledContent("Nightly Rate") {
                        Text(trip.destination.nightlyRate, format: .currency(code: "USD"))
                    }
                }

                Section {
                    DatePicker("Departure", selection: $trip.departure, in: Date.now..., displayedComponents: [.date, .hourAndMinute])
                    DatePicker("Return", selection: $trip.returnDate, in: trip.departure..., displayedComponents: .date)
                    MultiDatePicker("Rest Days", selection: $trip.restDays, in: trip.departure..<trip.returnDate)
                        .frame(minHeight: 320)
                } header: {
                    Text("Dates")
                } footer: {
                    Text("^[\(trip.nights) night](inflect: true), leaving \(trip.departure, format: .dateTime.weekday(.wide).month().day()).")
                }

                Section("Travelers") {
                    Stepper("Adults: \(trip.adults)", value: $trip.adults, in: 1...8)
                    Stepper(value: $trip.children, in: 0...6) {
                        Label("Children: \(trip.children)", systemImage: "figure.and.child.holdinghands")
                    }
                }

                Section("Flight") {
                    Picker("Cabin", selection: $trip.cabin) {
                        ForEach(CabinClass.allCases) { cabin in
                            Text(cabin.rawValue).tag(cabin)
                        }
                    }
                    .pickerStyle(.segmented)
                    .listRowSeparator(.hidden)

                    Picker("Seat", selection: $trip.seat) {
                        ForEach(SeatPreference.allCases) { seat in
                            Text(seat.label).tag(seat)
                        }
                    }
                    .pickerStyle(.menu)
                }

                Section("Budget") {
                    VStack(alignment: .leading) {
                        Text("Daily spending per person: \(trip.budgetPerDay, format: .currency(code: "USD").precision(.fractionLength(0)))")
                        Slider(value: $trip.budgetPerDay, in: 50...500, step: 10) {
                            Text("Daily Budget")
                        } minimumValueLabel: {
                            Image(systemName: "tortoise")
                        } maximumValueLabel: {
                            Image(systemName: "hare")
                        }
                    }
                }

                Section {
                    DisclosureGroup("Extras", isExpanded: $showExtras) {
                        Toggle("Travel Insurance", isOn: $trip.travelInsurance)
                        Toggle("I need a visa", isOn: $trip.needsVisa)
                        TextField("Notes for the agent", text: $trip.notes, axis: .vertical)
                            .lineLimit(3, reservesSpace: true)
                    }
                }

                Section {
                    LabeledContent("Estimated Total", value: trip.estimatedCost, format: .currency(code: "USD"))
                        .font(.headline)
                    Button {
                        isConfirmed = true
                    } label: {
                        Text("Book Trip")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!trip.isValid)
                    .listRowInsets(EdgeInsets())
                    .listRowBackground(Color.clear)
                } footer: {
                    if trip.needsVisa {
                        Label("Visa processing can take up to three weeks.", systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    }
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Plan a Trip")
            .navigationBarTitleDisplayMode(.inline)
            .onChange(of: trip.departure) { _, newDeparture in
                if trip.returnDate <= newDeparture {
                    trip.returnDate = newDeparture.addingTimeInterval(60 * 60 * 24)
                }
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                        .disabled(!trip.isValid)
                }
            }
            .alert("Trip Booked", isPresented: $isConfirmed) {
                Button("OK", role: .cancel) { }
            } message: {
                Text("Have a great time in \(trip.destination.city), \(trip.travelerName)!")
            }
        }
    }
}

#Preview {
    TripPlannerForm()
}
