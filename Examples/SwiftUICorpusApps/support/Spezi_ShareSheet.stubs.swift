import SwiftUI

// Stand-ins for StanfordSpezi/SpeziViews, Sources/SpeziViews/Views/Sharing/ShareSheetInput.swift
// (`CombinedShareSheetInput` copied; `ShareSheetInput` reduced to its stored properties and one initializer).
public struct ShareSheetInput {
    let id: AnyHashable
    let representationForSharing: Any

    public init<T: Hashable>(verbatim value: T) {
        self.id = AnyHashable(value)
        self.representationForSharing = value
    }
}

struct CombinedShareSheetInput: Identifiable, Equatable {
    let id: AnyHashable
    let inputs: [ShareSheetInput]

    init(inputs: [ShareSheetInput]) {
        self.inputs = inputs
        self.id = AnyHashable(inputs.map(\.id))
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }
}
