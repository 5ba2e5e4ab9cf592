import ExampleApp
import Testing
import UILibrary

/// The dashboard logic: loading, cards, empty, offline and failure, and retrying.
@Suite struct DashboardViewModelTests {
  @Test func loadingThenCards() async {
    let service = MockProductService(result: .success(SampleData.products))
    let model = DashboardViewModel(service: service)
    #expect(model.state == .idle)
    var seen: [DashboardViewModel.State] = []
    service.onLoad = { [weak model] in model.map { seen.append($0.state) } }
    await model.load()
    #expect(seen == [.loading])
    #expect(model.state == .content(SampleData.products))
    let cards = model.cards(.compact)
    #expect(cards.map(\.title) == SampleData.products.map(\.name))
    #expect(cards[0].subtitle == "Audio · $299.00")
    #expect(cards[4].subtitle == "Sport · $1,299.00")
    #expect(cards[5].subtitle == "Stationery · $18.50")
    #expect(cards[0].formattedBadge == "NEW")
    #expect(model.cards(.regular).allSatisfy { $0.variant == .regular })
    #expect(!model.isEmpty && model.offlineNotice == nil && model.problem == nil)
  }

  @Test func noProductsIsEmpty() async {
    let model = DashboardViewModel(service: MockProductService(result: .success([])))
    await model.load()
    #expect(model.isEmpty)
    #expect(model.cards(.compact).isEmpty)
  }

  @Test func offlineShowsTheNoticeAndRetrySucceeds() async {
    let service = MockProductService(result: .failure(.offline))
    let model = DashboardViewModel(service: service)
    await model.load()
    #expect(model.state == .error(.offline))
    #expect(model.offlineNotice?.variant == .offline)
    #expect(model.problem == nil)
    service.result = .success(SampleData.products)
    await model.load()
    #expect(model.state == .content(SampleData.products))
    #expect(service.callCount == 2)
  }

  @Test func failuresShowTheirMessage() async {
    let model = DashboardViewModel(
      service: MockProductService(result: .failure(.unavailable("Down for a moment"))))
    await model.load()
    #expect(model.problem == "Down for a moment")
    #expect(model.offlineNotice == nil)
  }

  @Test func theGreetingUsesTheFirstName() {
    let model = DashboardViewModel(service: MockProductService(result: .success([])))
    #expect(model.greeting(for: SampleData.user) == "Hello, Ada")
    #expect(model.greeting(for: nil) == "Welcome")
  }
}
