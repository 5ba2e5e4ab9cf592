import Foundation
import TesseraUI
import Testing

/// A plain-text document, as Apple's FileDocument documentation writes one.
private struct NoteDocument: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String
  init(text: String = "A new note") { self.text = text }
  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8)
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    self.text = text
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private final class Sketch: ReferenceFileDocument, @unchecked Sendable {
  static let readableContentTypes = [UTType(exportedAs: "com.example.sketch", conformingTo: .json)]
  @Published var strokes = 3
  init() {}
  init(configuration: ReadConfiguration) throws { strokes = 0 }
  func snapshot(contentType: UTType) throws -> Int { strokes }
  func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data("\(snapshot)".utf8))
  }
}

private struct NotesDocumentApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: NoteDocument()) { file in
      TextEditor(text: file.$document.text)
        .toolbar { Text(file.fileURL == nil ? "unsaved" : "saved") }
    }
  }
}

private struct SketchApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: { Sketch() }) { file in
      Text("\(file.document.strokes) strokes, editable: \(file.isEditable ? "yes" : "no")")
    }
  }
}

private struct ViewerApp: App {
  var body: some Scene {
    DocumentGroup(viewing: NoteDocument.self) { file in Text(file.document.text) }
  }
}

/// `DocumentGroup`, `FileDocument`, `ReferenceFileDocument`, `UTType` and `FileWrapper` as SwiftUI,
/// UniformTypeIdentifiers and Foundation declare them: a document app's preview is its editor with
/// a new document.
@Suite struct DocumentGroupTests {
  @Test @MainActor func aDocumentAppsPreviewIsTheEditorWithANewDocument() throws {
    let apps = Previews.all(in: "TesseraUITests").filter { $0.file == "App" }
    let notes = try #require(apps.first { $0.name == "NotesDocumentApp" })
    let out = try notes.renderer().render()
    let dump = out.displayList.dump
    #expect(dump.contains("A new note"), "\(dump)")
    #expect(dump.contains("Untitled"))
    #expect(dump.contains("unsaved"))
    #expect(out.warnings.isEmpty, "\(out.warnings)")

    let sketch = try #require(apps.first { $0.name == "SketchApp" })
    #expect(try sketch.renderer().render().displayList.dump.contains("3 strokes, editable: yes"))
  }

  @Test @MainActor func aViewingOnlyGroupDrawsANoteAndWarns() throws {
    let viewer = try #require(Previews.all(in: "TesseraUITests").first { $0.name == "ViewerApp" })
    let out = try viewer.renderer().render()
    #expect(out.displayList.dump.contains("opens existing documents"))
    #expect(
      out.warnings.contains { $0.contains("DocumentGroup(viewing: NoteDocument.self)") }, "\(out.warnings)")
  }

  @Test func typesConformAndAreFoundByExtensionAndMIMEType() throws {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.swiftSource.conforms(to: .plainText))
    #expect(UTType.heic.isSubtype(of: .image))
    #expect(UTType.image.isSupertype(of: .jpeg))
    #expect(UTType.png.supertypes.contains(.content))
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "md")?.conforms(to: .plainText) == true)
    #expect(UTType(mimeType: "application/json") == .json)
    #expect(UTType("public.png") == .png)
    #expect(UTType.png.preferredFilenameExtension == "png")
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.png.isDeclared && UTType.png.isPublicType)
    let unknown = try #require(UTType(filenameExtension: "tesseradoc"))
    #expect(unknown.isDynamic && unknown.conforms(to: .data))
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType("com.example.never-declared") == nil)
  }

  @Test func anAppsDeclaredTypesAreKnownFromThenOn() throws {
    let sketch = UTType(exportedAs: "com.example.tessera-test.board", conformingTo: .json)
    #expect(UTType("com.example.tessera-test.board") == sketch)
    #expect(sketch.conforms(to: .text))
    let data = try JSONEncoder().encode([sketch, .png])
    #expect(try JSONDecoder().decode([UTType].self, from: data) == [sketch, .png])
  }

  @Test func fileWrappersHoldFilesFoldersAndLinks() throws {
    let folder = FileWrapper(directoryWithFileWrappers: [
      "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))
    ])
    #expect(folder.isDirectory && !folder.isRegularFile)
    let second = folder.addRegularFile(withContents: Data("B".utf8), preferredFilename: "a.txt")
    #expect(second == "2 a.txt")
    #expect(folder.fileWrappers?.keys.sorted() == ["2 a.txt", "a.txt"])
    #expect(folder.fileWrappers?["a.txt"]?.regularFileContents == Data("A".utf8))

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-filewrapper-\(UUID())")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("inner"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("hello".utf8).write(to: root.appendingPathComponent("inner/note.txt"))
    let read = try FileWrapper(url: root)
    #expect(read.fileWrappers?["inner"]?.fileWrappers?["note.txt"]?.regularFileContents == Data("hello".utf8))
    #expect(throws: (any Error).self) { try FileWrapper(url: root.appendingPathComponent("missing")) }
    #expect(throws: (any Error).self) {
      try folder.write(to: root.appendingPathComponent("out"), options: [], originalContentsURL: nil)
    }
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
  }

  @Test func aPresentedFileDialogWarnsAndDrawsTheViewUnderIt() throws {
    let shown = try ImageRenderer(
      content: Text("Library").fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf]) { _ in
      }
    ).render()
    #expect(shown.displayList.dump.contains("Library"))
    #expect(shown.warnings.contains { $0.contains("fileImporter is presented") }, "\(shown.warnings)")
    let hidden = try ImageRenderer(
      content: Text("Library").fileExporter(
        isPresented: .constant(false), document: NoteDocument(), contentType: .plainText
      ) { _ in }
    ).render()
    #expect(hidden.warnings.isEmpty)
  }
}
