import SwiftUI

// Based on Apple's WWDC22 session "SwiftUI on iPad: Add toolbars, titles, and more" (editor
// toolbar role, navigationTitle with a binding, ToolbarTitleMenu with RenameButton, customizable
// toolbars with toolbar(id:)) and the documentation for confirmationDialog and the LocalizedError
// alert variant. Document storage is replaced by an in-memory note.

struct Note: Identifiable {
    let id = UUID()
    var title: String
    var body: String
    var isPinned = false
    var modified = Date.now
}

enum NoteFont: String, CaseIterable, Identifiable {
    case standard, serif, rounded, monospaced
    var id: Self { self }

    var design: Font.Design {
        switch self {
        case .standard: return .default
        case .serif: return .serif
        case .rounded: return .rounded
        case .monospaced: return .monospaced
        }
    }
}

enum ExportError: LocalizedError {
    case emptyNote
    case diskFull

    var errorDescription: String? {
        switch self {
        case .emptyNote: return "Nothing to Export"
        case .diskFull: return "Not Enough Space"
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .emptyNote: return "Write something first, then try exporting again."
        case .diskFull: return "Free up some storage and try again."
        }
    }
}

struct NoteEditorToolbar: View {
    @State private var note = Note(title: "Packing List", body: "- Passport\n- Charger\n- Sunscreen")
    @State private var font: NoteFont = .standard
    @State private var fontSize: Double = 17
    @State private var isSpellCheckOn = true
    @State private var showDeleteConfirmation = false
    @State private var showExportError = false
    @State private var exportError: ExportError?
    @State private var isShowingInsertAlert = false
    @State private var linkTitle = ""
    @FocusState private var isEditorFocused: Bool

    private var wordCount: Int {
        note.body.split { $0.isWhitespace || $0.isNewline }.count
    }

    var body: some View {
        NavigationStack {
            TextEditor(text: $note.body)
                .font(.system(size: fontSize, design: font.design))
                .autocorrectionDisabled(!isSpellCheckOn)
                .focused($isEditorFocused)
                .scrollContentBackground(.hidden)
                .padding(.horizontal)
                .background(Color.yellow.opacity(0.08))
                .navigationTitle($note.title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbarRole(.editor)
                .toolbarTitleMenu {
                    RenameButton()
                    Button(note.isPinned ? "Unpin" : "Pin", systemImage: note.isPinned ? "pin.slash" : "pin") {
                        note.isPinned.toggle()
                    }
                    Button("Move to Trash", systemImage: "trash", role: .destructive) {
                        showDeleteConfirmation = true
                    }
                }
                .toolbar(id: "editor") {
                    ToolbarItem(id: "format", placement: .primaryAction) {
                        formatMenu
                    }
                    ToolbarItem(id: "share", placement: .secondaryAction) {
                        ShareLink(item: note.body, subject: Text(note.title), preview: SharePreview(note.title))
                    }
                    ToolbarItem(id: "export", placement: .secondaryAction, showsByDefault: false) {
                        Button("Export PDF", systemImage: "doc.richtext") {
                            export()
                        }
                    }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Menu {
                            Button("Checklist", systemImage: "checklist") { insert("\n- [ ] ") }
                            Button("Table", systemImage: "tablecells") { insert("\n| | |\n") }
                            Button("Link…", systemImage: "link") { isShowingInsertAlert = true }
                        } label: {
                            Label("Insert", systemImage: "plus.circle")
                        } primaryAction: {
                            insert("\n- ")
                        }
                        Spacer()
                        Text("\(wordCount) words")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Spacer()
                        Text(note.modified, format: .dateTime.hour().minute())
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { isEditorFocused = false }
                    }
                }
                .toolbarBackground(.visible, for: .navigationBar, .bottomBar)
                .toolbarBackground(Color.yellow.opacity(0.15), for: .navigationBar)
                .confirmationDialog(
                    "Move “\(note.title)” to the Trash?",
                    isPresented: $showDeleteConfirmation,
                    titleVisibility: .visible
                ) {
                    Button("Move to Trash", role: .destructive) {
                        note.body = ""
                    }
                    Button("Cancel", role: .cancel) { }
                } message: {
                    Text("You can restore it from Recently Deleted for 30 days.")
                }
                .alert(isPresented: $showExportError, error: exportError) { _ in
                    Button("OK", role: .cancel) { }
                } message: { error in
                    Text(error.recoverySuggestion ?? "Please try again.")
                }
                .alert("Insert Link", isPresented: $isShowingInsertAlert) {
                    TextField("Title", text: $linkTitle)
                    Button("Cancel", role: .cancel) { linkTitle = "" }
                    Button("Insert") {
                        insert("[\(linkTitle)](https://)")
                        linkTitle = ""
                    }
                } message: {
                    Text("Enter the text to show for the link.")
                }
                .onChange(of: note.body) {
                    note.modified = .now
                }
        }
    }

    private var formatMenu: some View {
        Menu {
            Picker("Font", selection: $font) {
                ForEach(NoteFont.allCases) { font in
                    Text(font.rawValue.capitalized).tag(font)
                }
            }
            Section("Size") {
                ControlGroup {
                    Button {
                        fontSize = max(fontSize - 1, 11)
                    } label: {
                        Label("Smaller", systemImage: "textformat.size.smaller")
                    }
                    Button {
                        fontSize = min(fontSize + 1, 34)
                    } label: {
                        Label("Larger", systemImage: "textformat.size.larger")
                    }
                }
                .controlGroupStyle(.compactMenu)
            }
            Divider()
            Toggle("Check Spelling", isOn: $isSpellCheckOn)
        } label: {
            Label("Format", systemImage: "textformat")
        }
        .menuOrder(.fixed)
    }

    private func insert(_ text: String) {
        note.body += text
    }

    private func export() {
        if note.body.isEmpty {
            exportError = .emptyNote
        } else if note.body.count > 10_000 {
            exportError = .diskFull
        } else {
            exportError = nil
        }
        showExportError = exportError != nil
    }
}

#Preview {
    NoteEditorToolbar()
}
