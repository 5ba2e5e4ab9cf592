import Foundation
import TesseraUI
import Testing

// `onReceive` and the Combine-shaped publishers SwiftUI code uses with it.

private struct Ticker: View {
  let ticks: PassthroughSubject<Int, Never>
  @State private var count = 0
  @State private var shown = true
  @State private var status = "waiting"
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      if shown {
        Button("Count \(count)") {}
          .onReceive(ticks) { count += $0 }
      }
      Button("Hide") { shown = false }
      Button("Status \(status)") {}
        .onReceive(Just("ready")) { status = $0 }
        .onReceive(timer) { _ in status = "ticked" }
        .onReceive(NotificationCenter.default.publisher(for: .tesseraTestPing)) { _ in status = "pinged" }
    }
  }
}

extension Notification.Name {
  fileprivate static let tesseraTestPing = Notification.Name("TesseraOnReceiveTestPing")
}

private final class SearchModel: ObservableObject, @unchecked Sendable {
  @Published var query = ""
  private(set) var seen: [String] = []
  private var cancellables = Set<AnyCancellable>()

  init() {
    $query.removeDuplicates().map { $0.lowercased() }.sink { [weak self] in self?.seen.append($0) }
      .store(in: &cancellables)
  }
}

@Suite("onReceive and publishers")
struct OnReceiveTests {
  private func labels(_ host: ViewHost<some View>) throws -> [String] {
    try host.render()
    return try host.controls().map(\.label)
  }

  @Test("a value sent during the pass runs the action before the still (Just); a timer never fires")
  @MainActor func justBeforeStill() throws {
    let host = ViewHost(Ticker(ticks: PassthroughSubject()))
    #expect(try labels(host).contains("Status ready"))
  }

  @Test("a subject's send between renders runs the action; the next render shows it")
  @MainActor func subjectBetweenRenders() throws {
    let ticks = PassthroughSubject<Int, Never>()
    let host = ViewHost(Ticker(ticks: ticks))
    #expect(try labels(host).contains("Count 0"))
    ticks.send(2)
    ticks.send(3)
    #expect(try labels(host).contains("Count 5"))
    // Rendering again does not subscribe twice: one send, one action.
    ticks.send(1)
    #expect(try labels(host).contains("Count 6"))
  }

  @Test("a posted notification reaches the view")
  @MainActor func notification() throws {
    let host = ViewHost(Ticker(ticks: PassthroughSubject()))
    try host.render()
    NotificationCenter.default.post(name: .tesseraTestPing, object: nil)
    #expect(try labels(host).contains("Status pinged"))
  }

  @Test("a view that leaves the tree stops receiving")
  @MainActor func cancelledWhenGone() throws {
    let ticks = PassthroughSubject<Int, Never>()
    let host = ViewHost(Ticker(ticks: ticks))
    try host.render()
    try host.tap("Hide")
    #expect(try !labels(host).contains { $0.hasPrefix("Count") })
    var received = 0
    let probe = ticks.sink { _ in received += 1 }
    ticks.send(1)
    #expect(received == 1)  // the subject still sends; the view's subscription is gone
    probe.cancel()
    ticks.send(1)
    #expect(received == 1)
  }

  @Test("$published sends the current value, then changes; operators and store(in:) work")
  func publishedPipeline() {
    let model = SearchModel()
    model.query = "Swift"
    model.query = "Swift"
    model.query = "UI"
    #expect(model.seen == ["", "swift", "ui"])
    let subject = CurrentValueSubject<Int, Never>(1)
    var values: [Int] = []
    let token = subject.filter { $0 % 2 == 1 }.eraseToAnyPublisher().sink { values.append($0) }
    subject.send(2)
    subject.value = 3
    token.cancel()
    subject.send(5)
    #expect(values == [1, 3])
  }
}
