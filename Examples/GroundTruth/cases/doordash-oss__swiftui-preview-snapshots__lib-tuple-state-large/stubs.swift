// Stubs for the ground-truth harness: what Tests/PreviewSnapshotsTests/PreviewSnapshotsTests.swift defines for this case
// (copied from it: `ContentView`, local to `test_tupleState()`, moved to top level).
import SwiftUI

struct ContentView: View {
    let message: String
    let count: Int
    
    var body: some View {
        VStack(spacing: 24) {
            Text(message).font(.title)
            
            HStack(spacing: 4) {
                Button("+") {
                    // Increment
                }
                
                Text("\(count)")
                
                Button("-") {
                    // Decrement
                }
            }
            .font(.body)
        }
    }
}
