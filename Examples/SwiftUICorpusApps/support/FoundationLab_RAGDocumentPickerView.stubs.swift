import SwiftUI

// Minimal stand-in for Foundation Lab's own view model (not SwiftUI API).

@MainActor @Observable
final class RAGChatViewModel {
    var errorMessage: String?
    var showError = false
    var indexedDocumentCount = 0
    var hasIndexedContent = false
    var isSearching = false
    func indexDocument(from url: URL) async {}
    func loadSampleDocuments() async {}
    func resetDatabase() async {}
    func indexText(_ text: String, title: String) async {}
}
