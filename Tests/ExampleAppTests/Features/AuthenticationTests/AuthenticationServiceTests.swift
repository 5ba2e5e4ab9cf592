import ExampleApp
import Foundation
import Testing

/// The live sign-in service against a client that answers from memory: the request it sends,
/// the answer it reads, and how network failures map to sign-in errors.
@Suite struct AuthenticationServiceTests {
  let credentials = Credentials(email: "ada@example.com", password: "analytical")

  @Test func postsTheCredentialsAndReadsTheUser() async throws {
    let client = StubNetworkClient()
    client.answer(
      "/session",
      with: .success(Data(#"{"id":"u-1815","email":"ada@example.com","displayName":"Ada Lovelace"}"#.utf8)))
    let user = try await AuthenticationService(client: client).signIn(credentials)
    #expect(user == SampleData.user)
    let request = try #require(client.requests.first)
    #expect(request.method == .post && request.path == "/session")
    #expect(
      request.body.map { String(decoding: $0, as: UTF8.self) }
        == #"{"email":"ada@example.com","password":"analytical"}"#)
  }

  @Test(arguments: [
    (NetworkError.unauthorized, AuthenticationError.invalidCredentials), (.offline, .offline),
    (.server(status: 503), .unavailable), (.invalidResponse("html"), .unavailable),
  ])
  func networkFailuresMapToSignInErrors(failure: NetworkError, expected: AuthenticationError) async {
    let client = StubNetworkClient(answers: ["/session": .failure(failure)])
    await #expect(throws: expected) { try await AuthenticationService(client: client).signIn(credentials) }
  }

  @Test func anAnswerThatIsNotAUserIsUnavailable() async {
    let client = StubNetworkClient(answers: ["/session": .success(Data("<html>".utf8))])
    await #expect(throws: AuthenticationError.unavailable) {
      try await AuthenticationService(client: client).signIn(credentials)
    }
  }
}
