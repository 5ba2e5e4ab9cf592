import SwiftUI

// App extension (Xcodes Frontend/View+IsHidden.swift)
extension View {
    @ViewBuilder
    func isHidden(_ isHidden: Bool) -> some View {
        if isHidden {
            self.hidden()
        } else {
            self
        }
    }
}
