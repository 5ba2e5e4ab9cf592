// Corpus: AnthonyH93/GoCycling, Go Cycling/View/History/BikeRideFilterSheetView.swift, commit f221e8950ef0a4b10276a598f4c4c5b30e72370b, licence MIT
// Unchanged below this header.
//
//  BikeRideFilterSheetView.swift
//  Go Cycling
//
//  Created by Anthony Hopkins on 2021-08-14.
//

import SwiftUI

struct BikeRideFilterSheetView: View {
    @EnvironmentObject var bikeRides: BikeRideStorage

    @Environment(\.presentationMode) var presentationMode
    
    @Binding var showingSheet: Bool
    @Binding private var selectedName: String
    
    var categories: [Category]
    
    let telemetryManager = TelemetryManager.sharedTelemetryManager
    let telemetryTab = TelemetryTab.History
    
    init(showingSheet: Binding<Bool>, selectedName: Binding<String>, names: [Category]) {
        self._showingSheet = showingSheet
        self._selectedName = selectedName
        self.categories = names
    }
    
    var body: some View {
        VStack {
            Text("Select a Category to View")
                .font(.headline)
                .padding()
            if (self.categories.count > 0) {
                List {
                    ForEach(0 ..< self.categories.count, id: \.self) { index in
                        HStack {
                            Button (self.categories[index].name) {
                                self.selectedName = index == 0 ? "" : self.categories[index].name
                                presentationMode.wrappedValue.dismiss()
                                
                                telemetryManager.sendCyclingSignal(
                                    tab: telemetryTab,
                                    action: TelemetryCyclingAction.FilterApply
                                )
                            }
                            Spacer()
                            Text("\(self.categories[index].number)")
                        }
                    }
                }
                .listStyle(.insetGrouped)
            }
            Spacer()
            Divider()
            Button (action: { presentationMode.wrappedValue.dismiss() }) {
                Text("Cancel")
                    .foregroundColor(Color.blue)
                    .bold()
            }
            .padding()
            Divider()
        }
    }
}

//struct BikeRideFilterSheetView_Previews: PreviewProvider {
//    static var previews: some View {
//        BikeRideFilterSheetView()
//    }
//}
