import SwiftUI

// Stand-in for the countries list screen that LocaleReader is nested in (real one: nalexn/clean-architecture-swiftui,
// CountriesSwiftUI/UI/CountriesList/CountriesListView.swift, a SwiftData-backed list).
struct CountriesList: View {
    var body: some View {
        Text("Countries")
    }
}

// From CountriesSwiftUI/Utilities/Helpers.swift.
extension Locale {
    static var backendDefault: Locale {
        return Locale(identifier: "en")
    }
}
