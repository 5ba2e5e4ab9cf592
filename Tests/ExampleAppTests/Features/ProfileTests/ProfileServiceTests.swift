import ExampleApp
import Foundation
import Testing

/// The live profile service: the path it asks and the answer it reads.
@Suite struct ProfileServiceTests {
  @Test func asksForTheUsersProfile() async throws {
    let json = try JSONEncoder().encode(SampleData.profile)
    let client = StubNetworkClient(answers: ["/users/u-1815/profile": .success(json)])
    #expect(try await ProfileService(client: client).profile(userID: "u-1815") == SampleData.profile)
    await #expect(throws: NetworkError.server(status: 404)) {
      try await ProfileService(client: client).profile(userID: "someone-else")
    }
  }
}
