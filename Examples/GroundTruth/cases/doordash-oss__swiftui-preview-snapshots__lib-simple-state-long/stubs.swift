// Stubs for the ground-truth harness: what Tests/PreviewSnapshotsTests/PreviewSnapshotsTests.swift defines for this case
// (copied from it: `ContentView`, local to `test_simpleState()`, moved to top level).
import SwiftUI

struct ContentView: View {
    let message: String
    
    var body: some View {
        Text(message)
            .font(.largeTitle)
            .foregroundColor(.blue)
            .padding(8)
    }
}
