import SwiftUI

// App state model (Trio/Sources/Modules/Adjustments)
enum Adjustments {
    @Observable final class StateModel {
        var isHelpSheetPresented: Bool = false
    }
}
