import SwiftUI

// Minimal stand-ins for the demo's own model types (not SwiftUI API).

struct PicItem: Identifiable {
    var id: UUID = .init()
    var image: String
}

struct Post: Identifiable {
    var id: UUID = .init()
    var name: String
    var content: String
    var pics: [PicItem]
    var scrollPosition: UUID?
}

let samplePosts: [Post] = [
    .init(name: "Swift", content: "UI", pics: (1...6).map { PicItem(image: "user\($0)") }),
]

// The app's own preference key.
struct OffsetKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { _, anchor in anchor }
    }
}
