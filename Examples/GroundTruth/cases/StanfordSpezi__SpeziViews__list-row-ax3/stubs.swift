// Stubs for the ground-truth harness: what Tests/SpeziViewsTests/SnapshotTests+Lists.swift defines for this case
// (nothing: the view is the library's own), and the SpeziViews initializer ListRow.swift relies on, copied
// from Sources/SpeziViews/Views/List/LabeledContent+Init.swift at 91be5df (SwiftUI has no LocalizedStringResource label).
import SwiftUI

extension LabeledContent where Label == Text, Content: View {
    /// Create a new list row with a localized text label.
    /// - Parameters:
    ///   - label: The localized text label.
    ///   - content: The content view.
    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) {
            Text(label)
        }
    }
}
