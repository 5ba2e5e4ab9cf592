// App type (swift-chat SwiftChat/ContentView.swift)
enum ModelState: Equatable {
    case noModel
    case loading
    case ready(Double?)
    case generating(Double)
    case failed(String)
}
