import ExampleApp
import Foundation
import Testing

/// The live product service: the request, decoding, and failures.
@Suite struct ProductServiceTests {
  @Test func readsTheProductList() async throws {
    let json = try JSONEncoder().encode(SampleData.products)
    let client = StubNetworkClient(answers: ["/products": .success(json)])
    #expect(try await ProductService(client: client).products() == SampleData.products)
    #expect(client.requests.map(\.method) == [.get])
  }

  @Test func offlineAndOtherFailures() async {
    let offline = StubNetworkClient(answers: ["/products": .failure(.offline)])
    await #expect(throws: DashboardError.offline) { try await ProductService(client: offline).products() }
    let broken = StubNetworkClient(answers: ["/products": .success(Data("{}".utf8))])
    await #expect(
      throws: DashboardError.unavailable("The products could not be loaded. Try again in a moment.")
    ) {
      try await ProductService(client: broken).products()
    }
  }
}
