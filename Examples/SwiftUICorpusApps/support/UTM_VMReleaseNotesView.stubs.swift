import SwiftUI

// App type (UTM Platform/UTMReleaseHelper.swift), reduced
@MainActor
class UTMReleaseHelper: ObservableObject {
    struct Section: Identifiable {
        var title: String = ""
        var body: [String] = []
        let id: UUID = UUID()
    }
    @Published var isReleaseNotesShown: Bool = false
    @Published var releaseNotes: [Section] = []
    var currentVersion: String { "0.0.0" }
}

// App extension (UTM Services/UTMExtensions.swift)
extension String: @retroactive Identifiable {
    public var id: String { return self }
}
