import SwiftUI

// Stand-in for the sandbox's root view (real one: twostraws/Vortex, Sandbox/Sandbox/ContentView.swift).

struct ContentView: View {
    var body: some View {
        Text("Vortex Sandbox")
    }
}
