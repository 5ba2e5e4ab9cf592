import SwiftUI

// Minimal stand-in for Keyboard Cowboy's own model (not SwiftUI API).

struct WorkflowGroup: Hashable {
    var symbol: String
    static func designTime() -> WorkflowGroup { WorkflowGroup(symbol: "folder") }
}
