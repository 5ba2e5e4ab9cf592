// Corpus: AndyDentFree/swiftgooey, Docundoable/Docundoable/DocundoableApp.swift, commit 543ab9cb8d2959db7ed15b2b55a9c2afe1369892, licence MIT
// Unchanged below this header.
//
//  DocundoableApp.swift
//  Docundoable
//
//  Created by Andy Dent on 30/1/2025.
//

import SwiftUI

@main
struct DocundoableApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: DocundoableDocument()) { file in
            ContentView(document: file.$document)
        }
        .commands{
            // mostly for macOS
            EditMenuCommands()
        }
    }
}
