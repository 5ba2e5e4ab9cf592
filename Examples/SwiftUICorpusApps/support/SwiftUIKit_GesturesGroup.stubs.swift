import SwiftUI

// Stand-in for SectionView (real one: jordansinger/SwiftUI-Kit, Shared/SectionView.swift, which
// switches between a list Section on iOS and a plain group elsewhere). Same stored properties, so the
// memberwise initialiser SectionView(title:description:content:) matches.

struct SectionView<Content: View>: View {
    var title: String?
    var description: String
    let content: () -> Content

    var body: some View {
        VStack {
            if let title = title {
                Text(title)
            }
            content()
            Text(description)
        }
    }
}
