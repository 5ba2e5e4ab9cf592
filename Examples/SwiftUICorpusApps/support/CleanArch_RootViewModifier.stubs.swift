import SwiftUI

// Stand-ins for the dependency container of nalexn/clean-architecture-swiftui (real ones:
// CountriesSwiftUI/DependencyInjection/DIContainer.swift (the `injected` environment entry), CountriesSwiftUI/Core/AppState.swift,
// CountriesSwiftUI/Utilities/Store.swift (Store<AppState> is a CurrentValueSubject with updates(for:) built from
// map/removeDuplicates), and the Inspection helper from CountriesSwiftUI/Utilities/Helpers.swift).

struct AppState: Equatable {
    struct System: Equatable {
        var isActive: Bool = false
    }

    var system = System()
}

final class AppStateStore {
    var value = AppState()

    func updates<Value>(for keyPath: KeyPath<AppState, Value>) -> AnyPublisher<Value, Never> where Value: Equatable {
        Just(value[keyPath: keyPath]).eraseToAnyPublisher()
    }
}

struct DIContainer {
    let appState: AppStateStore
}

extension EnvironmentValues {
    @Entry var injected: DIContainer = DIContainer(appState: AppStateStore())
}

// From CountriesSwiftUI/Utilities/Helpers.swift.
internal final class Inspection<V> {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}
