import SwiftUI
import UniformTypeIdentifiers

// Stand-ins for the document and root view of mchakravarty/ProjectNavigator's NavigatorDemo app (real ones:
// NavigatorDemo/NavigatorDemoDocument.swift, an @Observable ReferenceFileDocument whose file is a folder of text files,
// held as a FileTree<Payload> of the package's own `Files` module behind a Synchronization.Mutex and written back as a
// directory FileWrapper with a `.FileMap.plist`; NavigatorDemo/ContentView.swift, a NavigationSplitView around the
// package's FileNavigator). Here the folder is a flat dictionary of file names to texts.

// From NavigatorDemo/NavigatorDemoDocument.swift.
extension UTType {
  static let textBundle: UTType = UTType(exportedAs: "org.justtesting.text-bundle")
}

final class NavigatorDemoDocument: ReferenceFileDocument {
  typealias Snapshot = [String: String]

  let texts: [String: String]

  static var readableContentTypes: [UTType] { [.textBundle] }

  init() {
    self.texts = [:]
  }

  init(text: String) {
    self.texts = ["MyText.txt": text]
  }

  init(configuration: ReadConfiguration) throws {
    guard configuration.file.isDirectory,
          let fileWrappers = configuration.file.fileWrappers
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    var texts: [String: String] = [:]
    for (name, fileWrapper) in fileWrappers {
      if let data = fileWrapper.regularFileContents {
        texts[name] = String(decoding: data, as: UTF8.self)
      }
    }
    self.texts = texts
  }

  func snapshot(contentType: UTType) throws -> Snapshot {
    texts
  }

  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(directoryWithFileWrappers: snapshot.mapValues { FileWrapper(regularFileWithContents: Data($0.utf8)) })
  }
}

struct ContentView: View {
  let configuration: ReferenceFileDocumentConfiguration<NavigatorDemoDocument>?

  var body: some View {
    Text(configuration?.fileURL?.lastPathComponent ?? "Untitled")
  }
}
