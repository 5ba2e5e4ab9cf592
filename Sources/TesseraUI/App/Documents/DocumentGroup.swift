import Foundation

/// A scene of documents of one type, as SwiftUI's `DocumentGroup`: the app opens, edits and saves
/// them through the system's document browser.
///
/// Status: partial. Linux has no document browser or files to open: the app's preview draws the
/// editor with a **new document** (`newDocument`), unsaved (`fileURL` nil), in a navigation stack
/// titled "Untitled" as iOS presents an opened document; edits in an interactive session change
/// that document. A group that only views documents (`init(viewing:viewer:)`) has none to show:
/// its preview draws a note and warns.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
  let root: @MainActor () -> AnyView

  /// Itself: a primitive scene shows its views without a body.
  public var body: PrimitiveSceneBody { PrimitiveSceneBody() }
  var rootViews: [AnyView] { [root()] }
}

extension DocumentGroup where Document: FileDocument {
  /// Documents stored as values, new ones made by `newDocument`, edited by `editor`.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    let box = UncheckedBox((newDocument, editor))
    root = { AnyView(FileDocumentEditor(document: box.value.0(), editor: box.value.1)) }
  }

  /// Documents stored as values that the app only views.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    root = { AnyView(DocumentViewerNote(documentType: "\(documentType)")) }
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Documents stored as objects, new ones made by `newDocument`, edited by `editor`.
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    let box = UncheckedBox((newDocument, editor))
    root = { AnyView(ReferenceFileDocumentEditor(make: box.value.0, editor: box.value.1)) }
  }

  /// Documents stored as objects that the app only views.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    root = { AnyView(DocumentViewerNote(documentType: "\(documentType)")) }
  }
}

/// A new value document in its editor, as iOS shows a document just created: in a navigation
/// stack, titled "Untitled".
nonisolated struct FileDocumentEditor<Document: FileDocument, Content: View>: View {
  @State private var document: Document
  let editor: (FileDocumentConfiguration<Document>) -> Content

  init(document: Document, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
    _document = State(wrappedValue: document)
    self.editor = editor
  }

  var body: some View {
    NavigationStack {
      editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
        .navigationTitle("Untitled")
        .navigationBarTitleDisplayMode(.inline)
    }
  }
}

/// A new object document in its editor, made once for the preview's life.
nonisolated struct ReferenceFileDocumentEditor<Document: ReferenceFileDocument, Content: View>: View {
  @StateObject private var document: Document
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(
    make: @escaping () -> Document,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = StateObject(wrappedValue: make())
    self.editor = editor
  }

  var body: some View {
    NavigationStack {
      editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
        .navigationTitle("Untitled")
        .navigationBarTitleDisplayMode(.inline)
    }
  }
}

/// What a viewing-only document group's preview draws: there is no document to open.
nonisolated struct DocumentViewerNote: View {
  let documentType: String

  var body: some View {
    Text("DocumentGroup(viewing: \(documentType).self) opens existing documents; there is none here")
      .foregroundStyle(.secondary)
      .multilineTextAlignment(.center)
      .padding()
      .modifier(
        WrappingModifier { child, context in
          context.diagnostics.warn(
            "DocumentGroup(viewing: \(documentType).self) only opens existing documents: Tessera has no file to show, so its preview draws a note"
          )
          return child
        })
  }
}
