import SwiftUI

// Minimal stand-ins for VirtualBuddy's own helpers (not SwiftUI API).

extension View {
    func chromeBorder<BorderShape: InsettableShape>(
        shape: BorderShape,
        highlightEnabled: Bool = true,
        rimEnabled: Bool = true,
        shadowEnabled: Bool = true,
        highlightIntensity: Double = 0.5,
        placeholderAnimationEnabled: Bool = true
    ) -> some View { self }

    func unfocusOnTap() -> some View { self }
}

struct BlurHashToken: Hashable {
    var value: String
    static let virtualBuddyBackground = BlurHashToken(value: "")
}

struct BlurHashFullBleedBackground: View {
    var blurHash: BlurHashToken
    var body: some View { EmptyView() }
}
