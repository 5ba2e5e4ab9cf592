// Stand-in for the villagers view model's sort enum (real one: Dimillian/ACHNBrowserUI,
// ACHNBrowserUI/ACHNBrowserUI/viewModels/VillagersViewModel.swift, an ObservableObject).

final class VillagersViewModel {
    enum Sort: String, CaseIterable {
        case name, species, personality
    }
}
