import SwiftUI

// From Automattic/pocket-casts-ios, Modules/Utils/Sources/PocketCastsUtils/Extensions/ComparableExtension.swift.
extension Comparable {
    func clamped(to limits: Range<Self>) -> Self {
        min(max(self, limits.lowerBound), limits.upperBound)
    }

    func clamped(to limits: ClosedRange<Self>) -> Self {
        min(max(self, limits.lowerBound), limits.upperBound)
    }
}

// Stand-in for the Action helper view (real one: podcasts/SwiftUI/ActionView.swift, which runs the closure
// asynchronously from body and renders an invisible view).
struct Action: View {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var body: some View {
        Color.clear
    }
}

// Stand-in for ContentSizeReader (real one: podcasts/SwiftUI/ContentSizeReader.swift, which measures the
// content with a background GeometryReader).
struct ContentSizeReader<Content: View>: View {
    private let content: () -> Content
    @Binding var contentSize: CGSize

    init(contentSize: Binding<CGSize>, @ViewBuilder _ content: @escaping () -> Content) {
        self.content = content
        _contentSize = contentSize
    }

    var body: some View {
        content()
    }
}
