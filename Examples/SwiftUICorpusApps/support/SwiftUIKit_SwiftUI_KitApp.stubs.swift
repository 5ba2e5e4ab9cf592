import SwiftUI

// Stand-in for the app's root view (real one: jordansinger/SwiftUI-Kit, Shared/ContentView.swift).

struct ContentView: View {
    var body: some View {
        Text("SwiftUI Kit")
    }
}
