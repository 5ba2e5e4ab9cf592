// Stubs for the ground-truth harness: the Prefire library API that the example's sources use
// (Sources/Prefire/Preview/PrefireProvider.swift, PreviewModel.swift, PreferenceKeys.swift and
// View+Prefire.swift at 7ef3ca1). Prefire implements the modifiers as preferences read by its test
// template and playbook, which draw nothing; here they return the view unchanged. `import Prefire`
// in the sources gets the harness's empty module.
import SwiftUI

public protocol PrefireProvider: PreviewProvider {}

public struct PreviewModel {
    /// Name of our Story/Flow.
    public typealias UserStory = String
    /// Preview state (just a `String`)
    public typealias State = String
}

public extension View {
    func previewUserStory(_ userStory: PreviewModel.UserStory) -> some View { self }
    func previewState(_ state: PreviewModel.State) -> some View { self }
    func snapshot(delay: TimeInterval = .zero, precision: Float = 1.0, perceptualPrecision: Float = 1.0) -> some View { self }
    func prefireIgnored() -> some View { self }
    func prefireEnabled() -> some View { self }
}
