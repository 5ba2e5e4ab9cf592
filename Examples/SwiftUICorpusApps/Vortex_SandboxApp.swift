// Corpus: twostraws/Vortex, Sandbox/Sandbox/SandboxApp.swift, commit f51b6af6230d9a383ab65920c10800b8141081f8, licence MIT
// Unchanged below this header.
//
// SandboxApp.swift
// Vortex
// https://www.github.com/twostraws/Vortex
// See LICENSE for license information.
//

import SwiftUI

@main
struct SandboxApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
