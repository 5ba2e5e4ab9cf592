import SwiftUI
import UniformTypeIdentifiers

// Stand-ins for the document, editor view and menu commands of AndyDentFree/swiftgooey's Docundoable sample (real ones:
// Docundoable/Docundoable/DocundoableDocument.swift, a FileDocument with its own undo stacks stored as JSON;
// Docundoable/Docundoable/ContentView.swift; Docundoable/Docundoable/MenuCommands.swift, a CommandGroup(replacing: .undoRedo)
// driven by a @FocusedBinding). The document and editor view are also in this corpus as Docundoable_DocundoableDocument
// and Docundoable_ContentView.

struct DocundoableDocument: FileDocument {
    var count: UInt
    var amount: Double
    var note: String

    init(count: UInt = 42, amount: Double = 3.14, note: String = "Hello, world!") {
        self.count = count
        self.amount = amount
        self.note = note
    }

    static var readableContentTypes: [UTType] { [UTType(importedAs: "test.aussie.docundoable")] }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.init(note: String(decoding: data, as: UTF8.self))
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(note.utf8))
    }
}

struct ContentView: View {
    @Binding var document: DocundoableDocument

    var body: some View {
        TextEditor(text: $document.note)
    }
}

struct EditMenuCommands: Commands {
    var body: some Commands {
        EmptyCommands()
    }
}
