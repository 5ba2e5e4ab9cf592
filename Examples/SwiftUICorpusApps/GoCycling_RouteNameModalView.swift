// Corpus: AnthonyH93/GoCycling, Go Cycling/View/Cycle/RouteNameModalView.swift, commit f221e8950ef0a4b10276a598f4c4c5b30e72370b, licence MIT
// Unchanged below this header.
//
//  RouteNameModalView.swift
//  Go Cycling
//
//  Created by Anthony Hopkins on 2021-05-15.
//

import SwiftUI

struct RouteNameModalView: View {
    let persistenceController = PersistenceController.shared

    @Environment(\.managedObjectContext) private var managedObjectContext
    @Environment(\.presentationMode) var presentationMode

    @Binding var showEditModal: Bool

    @State private var selectedNameIndex = 0
    @State private var namedRoutesViewSelection = NamedRoutesViewSelection.new
    
    @State private var typedRouteName: String = ""
    
    @ObservedObject var routeNamingViewModel = RouteNamingViewModel()
    
    private var bikeRideToEdit: BikeRide?
    
    let telemetryManager = TelemetryManager.sharedTelemetryManager
    let telemetryTab = TelemetryTab.Cycle
    
    init(showEditModal: Binding<Bool>, bikeRideToEdit: BikeRide?) {
        if (bikeRideToEdit != nil) {
            self.bikeRideToEdit = bikeRideToEdit
        }
        self._showEditModal = showEditModal
    }
    
    var body: some View {
        VStack {
            Text("Categorize Your Route")
                .font(.headline)
                .padding()
            
            Picker("Selected Category", selection: $namedRoutesViewSelection) {
                Text("Create a New Category").tag(NamedRoutesViewSelection.new)
                Text("Use an Existing Category").tag(NamedRoutesViewSelection.existing)
            }
            .pickerStyle(.segmented)
            .padding(EdgeInsets.init(top: 0, leading: 10, bottom: 10, trailing: 10))
            
            switch namedRoutesViewSelection {
            case .new:
                Text("Enter your new category name")
                    
                TextField("Category Name", text: $typedRouteName)
                    .border(Color(UIColor.separator))
                    .padding()
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                Spacer()
                // Extra option for existing routes where the category can be removed
                if (self.bikeRideToEdit != nil) {
                    Divider()
                    Button (action: {self.removeCategoryPressed()}) {
                        Text("Remove From Category")
                            .foregroundColor(Color.red)
                    }
                    .padding()
                }
                Divider()
                Button (action: {self.savePressed()}) {
                    Text("Save")
                }
                .disabled(!((self.typedRouteName.count > 0)))
                .padding()
                Divider()
                Button (action: {
                    presentationMode.wrappedValue.dismiss()

                    if (self.bikeRideToEdit == nil) {
                        telemetryManager.sendCyclingSignal(
                            tab: telemetryTab,
                            action: TelemetryCyclingAction.Save
                        )
                    }
                }) {
                    Text(self.bikeRideToEdit == nil ? "Save Without a Category" : "Cancel")
                        .bold()
                }
                .padding()
                Divider()
            case .existing:
                if (routeNamingViewModel.routeNames.count > 0) {
                    List {
                        ForEach(0 ..< routeNamingViewModel.routeNames.count, id: \.self) { index in
                        Button(action: {
                            self.selectedNameIndex = index
                        }) {
                            HStack {
                                Text(self.routeNamingViewModel.routeNames[index])
                                Spacer()
                                if self.selectedNameIndex == index {
                                    Image(systemName: "checkmark")
                                        .foregroundColor(Color.blue)
                                }
                            }
                            .contentShape(Rectangle())
                            .foregroundColor(.primary)
                        }
                        }
                    }
                    .listStyle(.plain)
                }
                else {
                    Text("There are no saved categories.")
                }
                Spacer()
                // Extra option for existing routes where the category can be removed
                if (self.bikeRideToEdit != nil) {
                    Divider()
                    Button (action: {self.removeCategoryPressed()}) {
                        Text("Remove From Category")
                            .foregroundColor(Color.red)
                    }
                    .padding()
                }
                Divider()
                Button (action: {self.savePressed()}) {
                    Text("Save")
                }
                .padding()
                .disabled(!(self.routeNamingViewModel.routeNames.count > 0))
                Divider()
                if (self.bikeRideToEdit != nil) {
                    Button (action: { presentationMode.wrappedValue.dismiss() }) {
                        Text("Cancel")
                            .bold()
                    }
                    .padding()
                    Divider()
                }
            }
        }
        .onAppear {
            if (bikeRideToEdit != nil && bikeRideToEdit?.cyclingRouteName != "Uncategorized") {
                self.selectedNameIndex = routeNamingViewModel.routeNames.firstIndex(of: bikeRideToEdit!.cyclingRouteName)!
            }
            else {
                self.selectedNameIndex = 0
            }
        }
    }
    
    func savePressed() {
        var routeName = ""
        switch namedRoutesViewSelection {
        case .new:
            routeName = typedRouteName
            
            telemetryManager.sendCyclingSignal(
                tab: telemetryTab,
                action: TelemetryCyclingAction.NewSave
            )
        case .existing:
            routeName = self.routeNamingViewModel.routeNames[self.selectedNameIndex]
            
            telemetryManager.sendCyclingSignal(
                tab: telemetryTab,
                action: TelemetryCyclingAction.ExistingSave
            )
        }
        
        // This means that we are in the Cycle tab
        if (self.bikeRideToEdit == nil) {
            // Get most recent bike ride
            let ride = self.routeNamingViewModel.allBikeRides[self.routeNamingViewModel.allBikeRides.count - 1]
            // Route name should be Uncategorized at this point
            if (ride.cyclingRouteName == "Uncategorized") {
                persistenceController.updateBikeRideRouteName(
                    existingBikeRide: ride,
                    latitudes: ride.cyclingLatitudes,
                    longitudes: ride.cyclingLongitudes,
                    speeds: ride.cyclingSpeeds,
                    distance: ride.cyclingDistance,
                    elevations: ride.cyclingElevations,
                    startTime: ride.cyclingStartTime,
                    time: ride.cyclingTime,
                    routeName: routeName)
            }
            presentationMode.wrappedValue.dismiss()
            self.showEditModal = false
        }
        else {
            let ride = self.bikeRideToEdit!
            persistenceController.updateBikeRideRouteName(
                existingBikeRide: ride,
                latitudes: ride.cyclingLatitudes,
                longitudes: ride.cyclingLongitudes,
                speeds: ride.cyclingSpeeds,
                distance: ride.cyclingDistance,
                elevations: ride.cyclingElevations,
                startTime: ride.cyclingStartTime,
                time: ride.cyclingTime,
                routeName: routeName)
            presentationMode.wrappedValue.dismiss()
            self.showEditModal = false
        }
    }
    
    func removeCategoryPressed() {
        let ride = self.bikeRideToEdit!
        persistenceController.updateBikeRideRouteName(
            existingBikeRide: ride,
            latitudes: ride.cyclingLatitudes,
            longitudes: ride.cyclingLongitudes,
            speeds: ride.cyclingSpeeds,
            distance: ride.cyclingDistance,
            elevations: ride.cyclingElevations,
            startTime: ride.cyclingStartTime,
            time: ride.cyclingTime,
            routeName: "Uncategorized")
        presentationMode.wrappedValue.dismiss()
        self.showEditModal = false
    }
}

// Used for the picker
enum NamedRoutesViewSelection: String, CaseIterable, Identifiable {
    case new
    case existing

    var id: String { self.rawValue }
}

//struct RouteNameModalView_Previews: PreviewProvider {
//    static var previews: some View {
//        RouteNameModalView()
//    }
//}
