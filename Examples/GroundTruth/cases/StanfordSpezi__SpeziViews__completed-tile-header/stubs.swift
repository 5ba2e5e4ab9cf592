// Stubs for the ground-truth harness: what Tests/SpeziViewsTests/SnapshotTests+Tiles.swift defines for this case
// (nothing: the view is the library's own), and a stand-in for SwiftPM's generated `Bundle.module`.
import Foundation
import SwiftUI

// Stand-in for the `Bundle.module` accessor SwiftPM generates for a target with resources
// (SpeziViews has Resources/Localizable.xcstrings; the English value of "Completed" is its key).
extension Foundation.Bundle {
    static let module: Bundle = .main
}
