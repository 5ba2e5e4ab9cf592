import SwiftUI

// Stand-in for the document of AndyDentFree/swiftgooey's Docundoable sample (real one:
// Docundoable/Docundoable/DocundoableDocument.swift, a FileDocument whose property observers feed its own undo/redo stacks;
// it is in this corpus as Docundoable_DocundoableDocument). Only the members this view uses.
struct DocundoableDocument {
    var count: UInt = 42
    var amount: Double = 3.14
    var note: String = "Hello, world!"

    var undoMenuItemTitle: String { "Undo" }
    var redoMenuItemTitle: String { "Redo" }
    var canUndo: Bool { false }
    var canRedo: Bool { false }

    mutating func setDefault(_ tag: ControlFocusTag?) {}
    mutating func undo() {}
    mutating func redo() {}
}

// Stand-in for Docundoable/Docundoable/StepperNumView.swift (real one: a -/+ stepper over a tappable number that swaps to
// a TextField with a NumberFormatter, sharing the parent's focus through @FocusState.Binding).
struct StepperNumView<T: Numeric & Comparable>: View {
    let title: String
    let tag: ControlFocusTag
    @Binding var value: T
    let step: T
    let focusedTag: FocusState<ControlFocusTag?>.Binding

    var body: some View {
        Text(title)
    }
}

// From Docundoable/Docundoable/ControlFocusTag.swift.
// used to determine focus
enum ControlFocusTag: Int, CaseIterable {
    case unfocused = 9999
    case count = 1
    case amount = 2
    case note = 3
}

// From Docundoable/Docundoable/MenuCommands.swift.
struct ActiveDocumentKey: FocusedValueKey {
    typealias Value = Binding<DocundoableDocument>
}

extension FocusedValues {
    var activeDocument: ActiveDocumentKey.Value? {
    get { self[ActiveDocumentKey.self] }
    set { self[ActiveDocumentKey.self] = newValue }
  }
}

// From Docundoable/Docundoable/PlatformHelpers.swift (without its unused `import SpriteKit`). On Linux only the
// fallback branch is compiled.
extension Color {
    static var systemBackground: Color {
        #if os(iOS)
        return Color(uiColor: .systemBackground)
        #elseif os(macOS)
        return Color(nsColor: .windowBackgroundColor)
        #else
        return Color.white // Fallback color, can be customized
        #endif
    }
    static var secondarySystemBackground: Color {
        #if os(iOS)
        return Color(uiColor: .secondarySystemBackground)
        #elseif os(macOS)
        return Color(nsColor: .controlBackgroundColor)  //underPageBackgroundColor
        #else
        return Color.gray // Fallback color, can be customized
        #endif
    }
    
  }
